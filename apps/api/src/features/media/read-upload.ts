import type { Multipart } from "@fastify/multipart";
import { findUnsafeInput, mediaAltSchema } from "@fooddir/contract";
import {
  addFieldError,
  type FieldErrors,
  fieldError,
  HttpError,
  validationFailed,
} from "../../http/errors.ts";
import {
  type ImageLimits,
  ImageRejected,
  type InspectedImage,
  inspectImage,
  MEDIA_MESSAGES,
} from "./pipeline.ts";
import { sanitizeUploadName } from "./upload-name.ts";

/** Files per upload request (each up to config.media.maxBytes). */
export const MAX_FILES_PER_UPLOAD = 10;

/** A file of an upload whose header passed every limit, and its sanitized name. */
export type UploadedFile = { image: InspectedImage; name: string };

/** The field a file's error names: `file` when it is the only one, else `file.{position}`. */
export const fileField = (position: number, files: number) =>
  files === 1 ? "file" : `file.${position}`;

/**
 * Reads a multipart upload: the optional `alt` field and every `file` part, each counted by
 * `countFile` as it arrives (the rate limit, before its bytes are read) and inspected
 * (inspectImage: headers only, nothing is decoded here). A refused file, a bad alt text or no
 * file at all is a 422 naming `file` / `file.{n}` / `alt`; parser failures (size, count,
 * malformed body) are 4xx naming `file` too.
 */
export async function readUpload(
  parts: AsyncIterableIterator<Multipart>,
  options: { maxBytes: number; limits: ImageLimits; countFile: () => Promise<void> },
): Promise<{ files: UploadedFile[]; alt: string }> {
  const { maxBytes } = options;
  const files: UploadedFile[] = [];
  const refused: { position: number; message: string }[] = [];
  const errors: FieldErrors = {};
  let alt = "";
  let count = 0;
  // Parser failures surface from next() and toBuffer() only.
  for (;;) {
    const next = await readMultipart(() => parts.next(), maxBytes);
    if (next.done) break;
    const part = next.value;
    if (part.type === "field") {
      if (part.fieldname === "alt") alt = readAlt(part.value, errors) ?? alt;
      continue;
    }
    const position = count++;
    await options.countFile();
    const bytes = await readMultipart(() => part.toBuffer(), maxBytes);
    try {
      const image = await inspectImage(bytes, options.limits);
      files.push({ image, name: sanitizeUploadName(part.filename) });
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      refused.push({ position, message: error.message });
    }
  }
  if (count === 0) addFieldError(errors, "file", "The file field is required.");
  for (const { position, message } of refused) {
    addFieldError(errors, fileField(position, count), message);
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { files, alt };
}

/** The alt text of the form, or undefined with its error recorded. */
function readAlt(value: unknown, errors: FieldErrors): string | undefined {
  // Multipart fields skip the JSON input check of every other route: the same here.
  const input = { alt: String(value ?? "") };
  const unsafe = findUnsafeInput(input);
  const parsed = mediaAltSchema.safeParse(input);
  if (unsafe) addFieldError(errors, "alt", unsafe.message);
  else if (parsed.success) return parsed.data.alt;
  else addFieldError(errors, "alt", "The alt text may not be greater than 500 characters.");
  return undefined;
}

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
