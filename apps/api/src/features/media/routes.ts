import multipart from "@fastify/multipart";
import { mediaAltSchema, mediaItemSchema, mediaListQuerySchema, ROLES } from "@fooddir/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fieldError } from "../../http/errors.ts";
import { listRoutes } from "../../http/list-route.ts";
import { dataOf, messageData } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { deleteMedia } from "./delete-media.ts";
import { findMedia } from "./find-media.ts";
import { listMedia } from "./list-media.ts";
import { AVIF_MAX_PIXELS, JPEG_MAX_SCANS } from "./pipeline.ts";
import { MAX_FILES_PER_UPLOAD, readUpload } from "./read-upload.ts";
import { toMediaItem } from "./serialize.ts";
import { updateMediaAlt } from "./update-media-alt.ts";
import { uploadImages } from "./upload-images.ts";
import { createUploadThrottle, MEDIA_UPLOAD_LIMIT } from "./upload-throttle.ts";
import { type MediaActor, mediaActorOf, visibleMediaWhere } from "./visible-media.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const deleteQuery = z.object({ force: z.enum(["0", "1", "true", "false"]).optional() });
const uploadResponse = z.object({
  data: z.union([mediaItemSchema, z.array(mediaItemSchema)]),
});

/** The caller as the media operations take it: its member scope (null = staff) and user id. */
const actorOf = (request: FastifyRequest): MediaActor => mediaActorOf(requireAuth(request));

const MEMBER_NOTE =
  " A member (role 4) acts on its own uploads; it also reads its listings' current images.";

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const throttle = createUploadThrottle(app.deps.attempts);
  const tags = ["Media"];
  const roles = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor] as const;
  /** The team and role 4, which acts on its own part of the library (visible-media.ts). */
  const withMembers = [...roles, ROLES.member] as const;

  // Scoped to this plugin: only the upload route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: config.media.maxBytes,
      files: MAX_FILES_PER_UPLOAD,
      fields: 5,
      fieldSize: 4096,
      parts: MAX_FILES_PER_UPLOAD + 5,
      headerPairs: 50,
    },
  });

  app.post(
    "/api/media",
    {
      config: { changes: ["media"], roles: withMembers, members: true },
      schema: {
        summary: "Upload images",
        tags,
        consumes: ["multipart/form-data"],
        description:
          "Uploads images (multipart: one or several `file` parts, optional `alt`). " +
          "One file answers with its media item, several with a list, all or nothing. " +
          "The uploader is recorded. A member's (role 4) uploads together may not pass " +
          "MEMBER_MEDIA_MAX_MB, counted from the bytes sent before any decoding (422 on " +
          "`file`, nothing stored). Before decoding, each file's header must pass the pixel " +
          `limit of its format (AVIF: at most ${AVIF_MAX_PIXELS / 1_000_000} megapixels) and a ` +
          `JPEG at most ${JPEG_MAX_SCANS} scans (422 on \`file\`). Each user may send ${MEDIA_UPLOAD_LIMIT.max} files per ` +
          `${MEDIA_UPLOAD_LIMIT.windowMs / 60_000} minutes, then 429 with Retry-After. ` +
          "A request whose client goes away stops between files and stores nothing.",
        response: { 200: uploadResponse },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) {
        throw fieldError("file", "Send the image as multipart/form-data in the field file.");
      }
      const { files, alt } = await readUpload(request.parts(), {
        maxBytes: config.media.maxBytes,
        limits: { maxPixels: config.media.maxPixels },
        countFile: () => throttle.take(actor.userId),
      });
      const clientGone = () => reply.raw.destroyed && !reply.raw.writableFinished;
      const rows = await uploadImages(
        { db, storage, jobs: app.deps.jobs, config, warn: (m) => app.log.warn(m) },
        request.tenant,
        { files, alt, actor, clientGone },
      );
      const items = rows.map((row) => toMediaItem(row, request.tenant));
      return { data: items.length === 1 ? items[0] : items };
    },
  );

  listRoutes(app, {
    path: "/api/media",
    config: { roles: withMembers, members: true },
    tags,
    querystring: mediaListQuerySchema,
    item: mediaItemSchema,
    list: {
      summary: "List the site's media",
      description:
        "The active domain's media, newest first; `search` matches alt and name. A member " +
        "(role 4) lists what it uploaded and the current images of its listings (poster, " +
        "logo, page-builder images).",
      rows: async (request, query) => {
        const { rows, total } = await listMedia(db, request.tenant, query, actorOf(request));
        return { rows: rows.map((row) => toMediaItem(row, request.tenant)), total };
      },
    },
  });

  app.get(
    "/api/media/:id",
    {
      config: { roles: withMembers, members: true },
      schema: {
        summary: "Read a media item",
        tags,
        description: `A media item of the active domain.${MEMBER_NOTE} Others are 404.`,
        params: idParams,
        response: { 200: dataOf(mediaItemSchema) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const visible = await visibleMediaWhere(db, tenant, actorOf(request));
      const row = await findMedia(db, tenant, request.params.id, visible);
      return { data: toMediaItem(row, tenant) };
    },
  );

  app.put(
    "/api/media/:id",
    {
      config: { changes: ["media"], roles: withMembers, members: true },
      schema: {
        summary: "Set a media item's alt text",
        tags,
        description: "Sets the alt text. A member (role 4): of its own uploads only (else 404).",
        params: idParams,
        body: mediaAltSchema,
        response: { 200: dataOf(mediaItemSchema) },
      },
    },
    async (request) => {
      const input = { id: request.params.id, alt: request.body.alt };
      const row = await updateMediaAlt(db, request.tenant, input, actorOf(request));
      return { data: toMediaItem(row, request.tenant) };
    },
  );

  app.delete(
    "/api/media/:id",
    {
      config: { changes: ["media", "posts", "settings"], roles: withMembers, members: true },
      schema: {
        summary: "Delete a media item and its files",
        tags,
        description:
          "Deletes the media and its files. Refused with 409 while a post or a site setting " +
          "uses it; `?force=1` first sets those references to null. A member (role 4) deletes " +
          "its own uploads only (else 404), and never with force (in use stays 409).",
        params: idParams,
        querystring: deleteQuery,
        response: { 200: messageData },
      },
    },
    async (request) => {
      const force = request.query.force === "1" || request.query.force === "true";
      const input = { id: request.params.id, force };
      await deleteMedia(db, storage, request.tenant, input, actorOf(request));
      return { data: { message: "The image was deleted." } };
    },
  );
};
