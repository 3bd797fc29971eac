import multipart from "@fastify/multipart";
import {
  findUnsafeInput,
  mediaAltSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  ROLES,
} from "@fooddir/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addFieldError,
  type FieldErrors,
  fieldError,
  HttpError,
  validationFailed,
} from "../../http/errors.ts";
import { dataOf, listOf, messageData } from "../../http/reply.ts";
import { requireAuth } from "../../http/request-context.ts";
import { memberScopeOf } from "../vendors/member-scope.ts";
import { deleteMedia } from "./delete-media.ts";
import { findMedia } from "./find-media.ts";
import { newHashedName } from "./image-files.ts";
import { queueImageVariants, variantsAtUpload } from "./image-variants.ts";
import { imageSlots } from "./limit.ts";
import { listMedia } from "./list-media.ts";
import { assertWithinMemberQuota, type MediaActor, visibleMediaWhere } from "./member-media.ts";
import { ImageRejected, MEDIA_MESSAGES, type ProcessedImage, processImage } from "./pipeline.ts";
import { saveImages } from "./save-images.ts";
import { toMediaItem } from "./serialize.ts";
import { updateMediaAlt } from "./update-media-alt.ts";
import { sanitizeUploadName } from "./upload-name.ts";

/** Files per upload request (each up to config.media.maxBytes). */
export const MAX_FILES_PER_UPLOAD = 10;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const deleteQuery = z.object({ force: z.enum(["0", "1", "true", "false"]).optional() });
const uploadResponse = z.object({
  data: z.union([mediaItemSchema, z.array(mediaItemSchema)]),
});

/** The caller as the media operations take it: its member scope (null = staff) and user id. */
function actorOf(request: FastifyRequest): MediaActor {
  const auth = requireAuth(request);
  return { scope: memberScopeOf(auth), userId: auth.userId };
}

const MEMBER_NOTE =
  " A member (role 4) acts on its own uploads; it also reads its listings' current images.";

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const tags = ["Media"];
  const roles = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor] as const;
  /** The team and role 4, which acts on its own part of the library (member-media.ts). */
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
          "MEMBER_MEDIA_MAX_MB (422 on `file`, nothing stored).",
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      const domain = request.tenant;
      const actor = actorOf(request);
      if (!request.isMultipart()) {
        throw fieldError("file", "Send the image as multipart/form-data in the field file.");
      }
      const images: (ProcessedImage & { name: string })[] = [];
      const errors: FieldErrors = {};
      let alt = "";
      let index = 0;
      const maxBytes = config.media.maxBytes;
      // Parser failures (size, count, malformed body) surface from next() and toBuffer() only.
      const parts = request.parts()[Symbol.asyncIterator]();
      for (;;) {
        const next = await readMultipart(() => parts.next(), maxBytes);
        if (next.done) break;
        const part = next.value;
        if (part.type === "field") {
          if (part.fieldname === "alt") {
            // Multipart fields skip the JSON input check of every other route: the same here.
            const input = { alt: String(part.value ?? "") };
            const unsafe = findUnsafeInput(input);
            const parsed = mediaAltSchema.safeParse(input);
            if (unsafe) addFieldError(errors, "alt", unsafe.message);
            else if (parsed.success) alt = parsed.data.alt;
            else
              addFieldError(errors, "alt", "The alt text may not be greater than 500 characters.");
          }
          continue;
        }
        const position = index++;
        const bytes = await readMultipart(() => part.toBuffer(), maxBytes);
        try {
          const image = await imageSlots(() =>
            processImage(bytes, { maxPixels: config.media.maxPixels }),
          );
          images.push({ ...image, name: sanitizeUploadName(part.filename) });
        } catch (error) {
          if (!(error instanceof ImageRejected)) throw error;
          addFieldError(errors, `file.${position}`, error.message);
        }
      }
      if (index === 0) addFieldError(errors, "file", "The file field is required.");
      if (index === 1 && errors["file.0"]) {
        errors.file = errors["file.0"];
        delete errors["file.0"];
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const uploadBytes = images.reduce((total, image) => total + image.data.length, 0);
      await assertWithinMemberQuota(db, actor, uploadBytes, config.memberMediaMaxMb);

      const eager = variantsAtUpload(config);
      const rows = await saveImages(
        db,
        storage,
        domain,
        images.map((image) => ({ ...image, hashedName: newHashedName(), alt })),
        { variants: eager, uploadedBy: actor.userId },
      );
      if (!eager) {
        await queueImageVariants(app.deps.jobs, domain.host, rows, (m) => app.log.warn(m));
      }
      const items = rows.map((row) => toMediaItem(row, domain));
      return { data: items.length === 1 ? items[0] : items };
    },
  );

  app.get(
    "/api/media",
    {
      config: { roles: withMembers, members: true },
      schema: {
        summary: "List the site's media",
        tags,
        description:
          "The active domain's media, newest first; `search` matches alt and name. A member " +
          "(role 4) lists what it uploaded and the current images of its listings (poster, " +
          "logo, page-builder images).",
        querystring: mediaListQuerySchema,
        response: { 200: listOf(mediaItemSchema) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { rows, total } = await listMedia(db, request.tenant, request.query, actorOf(request));
      return {
        data: rows.map((row) => toMediaItem(row, request.tenant)),
        meta: { total, limit, offset },
      };
    },
  );

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

/** Runs a multipart parser step; its failures become 4xx in the contract's format. */
async function readMultipart<T>(step: () => Promise<T>, maxBytes: number): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
}

function multipartError(error: unknown, maxBytes: number): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return fieldError("file", MEDIA_MESSAGES.tooLarge(maxBytes));
    case "FST_FILES_LIMIT":
      return fieldError("file", `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once.`);
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return fieldError("file", "The upload has too many fields.");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return fieldError("file", "Send the image as multipart/form-data in the field file.");
    default:
      // Malformed or cut-off multipart data (busboy errors carry no status).
      return new HttpError(400, "The upload could not be read.");
  }
}
