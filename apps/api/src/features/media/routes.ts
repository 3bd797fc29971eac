import multipart from "@fastify/multipart";
import {
  findUnsafeInput,
  mediaAltSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  ROLES,
} from "@fooddir/contract";
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
import { deleteMedia } from "./delete-media.ts";
import { findMedia } from "./find-media.ts";
import { newHashedName } from "./image-files.ts";
import { queueImageVariants, variantsAtUpload } from "./image-variants.ts";
import { imageSlots } from "./limit.ts";
import { listMedia } from "./list-media.ts";
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

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const tags = ["Media"];
  const roles = [ROLES.superAdmin, ROLES.siteAdmin, ROLES.editor] as const;

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
      config: { changes: ["media"], roles },
      schema: {
        summary: "Upload images",
        tags,
        consumes: ["multipart/form-data"],
        description:
          "Uploads images (multipart: one or several `file` parts, optional `alt`). " +
          "One file answers with its media item, several with a list, all or nothing.",
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      const domain = request.tenant;
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

      const eager = variantsAtUpload(config);
      const rows = await saveImages(
        db,
        storage,
        domain,
        images.map((image) => ({ ...image, hashedName: newHashedName(), alt })),
        { variants: eager },
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
      config: { roles },
      schema: {
        summary: "List the site's media",
        tags,
        description: "The active domain's media, newest first; `search` matches alt and name.",
        querystring: mediaListQuerySchema,
        response: { 200: listOf(mediaItemSchema) },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { rows, total } = await listMedia(db, request.tenant, request.query);
      return {
        data: rows.map((row) => toMediaItem(row, request.tenant)),
        meta: { total, limit, offset },
      };
    },
  );

  app.get(
    "/api/media/:id",
    {
      config: { roles },
      schema: {
        summary: "Read a media item",
        tags,
        params: idParams,
        response: { 200: dataOf(mediaItemSchema) },
      },
    },
    async (request) => ({
      data: toMediaItem(await findMedia(db, request.tenant, request.params.id), request.tenant),
    }),
  );

  app.put(
    "/api/media/:id",
    {
      config: { changes: ["media"], roles },
      schema: {
        summary: "Set a media item's alt text",
        tags,
        description: "Sets the alt text.",
        params: idParams,
        body: mediaAltSchema,
        response: { 200: dataOf(mediaItemSchema) },
      },
    },
    async (request) => {
      const input = { id: request.params.id, alt: request.body.alt };
      const row = await updateMediaAlt(db, request.tenant, input);
      return { data: toMediaItem(row, request.tenant) };
    },
  );

  app.delete(
    "/api/media/:id",
    {
      config: { changes: ["media", "posts", "settings"], roles },
      schema: {
        summary: "Delete a media item and its files",
        tags,
        description:
          "Deletes the media and its files. Refused with 409 while a post or a site setting " +
          "uses it; `?force=1` first sets those references to null.",
        params: idParams,
        querystring: deleteQuery,
        response: { 200: messageData },
      },
    },
    async (request) => {
      const force = request.query.force === "1" || request.query.force === "true";
      await deleteMedia(db, storage, request.tenant, { id: request.params.id, force });
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
