import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";
import { countJpegScans } from "./jpeg-scans.ts";

/** The raster formats the library accepts (contract.md "Media"), by what the bytes are. */
export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

export const FORMAT_INFO: Record<ImageFormat, { extension: string; mime: string }> = {
  jpeg: { extension: "jpg", mime: "image/jpeg" },
  png: { extension: "png", mime: "image/png" },
  webp: { extension: "webp", mime: "image/webp" },
  gif: { extension: "gif", mime: "image/gif" },
  avif: { extension: "avif", mime: "image/avif" },
};

export const THUMBNAIL_SIZE = 400;

/**
 * Pixels of an AVIF at most (under MEDIA_MAX_PIXELS too): AV1 decodes and re-encodes many times
 * slower per pixel than JPEG or PNG, so a solid-colour AVIF of 6300x6300 pixels in 1 KB cost
 * seconds. 16 megapixels keeps every phone photo (12 megapixels) and 4000x4000.
 */
export const AVIF_MAX_PIXELS = 16_000_000;

/** Scans of a JPEG at most (jpeg-scans.ts): encoders write 1 (baseline) to about 10. */
export const JPEG_MAX_SCANS = 100;

/**
 * Seconds one image's re-encode (or a variant's resize) may take, sharp's `timeout`: the last
 * bound, after the pixel and scan limits that refuse costly files before any decoding.
 */
export const IMAGE_TIMEOUT_SECONDS = 20;

export const MEDIA_MESSAGES = {
  notImage: "The file must be an image (JPEG, PNG, WebP, GIF or AVIF).",
  damaged: "The image is damaged or incomplete.",
  tooManyPixels: (maxPixels: number) =>
    `The image may not be larger than ${formatPixels(maxPixels)}.`,
  avifTooManyPixels: (maxPixels: number) =>
    `An AVIF image may not be larger than ${formatPixels(maxPixels)}. Save it smaller or as a JPEG.`,
  tooManyScans: (scans: number) =>
    `The JPEG is saved in ${scans} progressive scans; at most ${JPEG_MAX_SCANS} are accepted. ` +
    "Save it again as a standard JPEG.",
  tooSlow: "The image took too long to process. Try a smaller image.",
  tooLarge: (maxBytes: number) => `The file may not be greater than ${formatBytes(maxBytes)}.`,
} as const;

/** An image ready to store: the re-encoded file and its png thumbnail. */
export type ProcessedImage = {
  format: ImageFormat;
  extension: string;
  mime: string;
  data: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
};

/** A refusal the caller reports as a 422 on the `file` field. */
export class ImageRejected extends Error {}

export type ImageLimits = { maxPixels: number };

/** An image whose header passed every limit: what it is and the pixel limit to decode it with. */
export type InspectedImage = {
  input: Buffer;
  format: ImageFormat;
  frames: number;
  /** The decoder's limit for this image (its format's). */
  maxPixels: number;
  meta: Metadata;
};

/**
 * Checks what the bytes really are (magic numbers, then the decoder's own header parse - the
 * file name and the multipart mimetype are never consulted) and refuses, before any pixel is
 * decoded, an image above its format's pixel limit (every frame of an animation counts; AVIF
 * has AVIF_MAX_PIXELS) and a JPEG of more than JPEG_MAX_SCANS scans. Cheap: headers only.
 */
export async function inspectImage(input: Buffer, limits: ImageLimits): Promise<InspectedImage> {
  const sniffed = sniffFormat(input);
  if (!sniffed) throw new ImageRejected(MEDIA_MESSAGES.notImage);

  let meta: Metadata;
  try {
    // Header only; the pixel check below is ours so animated images count every frame.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(MEDIA_MESSAGES.damaged);
  }
  if (decoderFormat(meta) !== sniffed || !meta.width || !meta.height) {
    throw new ImageRejected(MEDIA_MESSAGES.damaged);
  }
  const frames = sniffed === "gif" || sniffed === "webp" ? Math.max(1, meta.pages ?? 1) : 1;
  const maxPixels =
    sniffed === "avif" ? Math.min(limits.maxPixels, AVIF_MAX_PIXELS) : limits.maxPixels;
  if (meta.width * meta.height * frames > maxPixels) {
    throw new ImageRejected(
      sniffed === "avif" && maxPixels < limits.maxPixels
        ? MEDIA_MESSAGES.avifTooManyPixels(maxPixels)
        : MEDIA_MESSAGES.tooManyPixels(maxPixels),
    );
  }
  if (sniffed === "jpeg") {
    const scans = countJpegScans(input);
    if (scans > JPEG_MAX_SCANS) throw new ImageRejected(MEDIA_MESSAGES.tooManyScans(scans));
  }
  return { input, format: sniffed, frames, maxPixels, meta };
}

/**
 * Re-encodes an inspected image in the same format with EXIF orientation applied and every
 * metadata block dropped, and renders a png thumbnail; within IMAGE_TIMEOUT_SECONDS.
 */
export async function encodeImage(image: InspectedImage): Promise<ProcessedImage> {
  const { input, format, maxPixels } = image;
  const animated = image.frames > 1;
  const options: SharpOptions = {
    limitInputPixels: maxPixels,
    // Truncated or corrupt pixel data fails; harmless decoder warnings do not.
    failOn: "error",
    animated,
  };
  const timeout = { seconds: IMAGE_TIMEOUT_SECONDS };
  try {
    const encoder = sharp(input, options).timeout(timeout).autoOrient();
    const [encoded, thumbnail] = await Promise.all([
      encode(encoder, format).toBuffer({ resolveWithObject: true }),
      renderThumbnail(sharp(input, { ...options, animated: false }).timeout(timeout)),
    ]);
    const width = encoded.info.width;
    const height = encoded.info.pageHeight ?? encoded.info.height;
    return {
      format,
      ...FORMAT_INFO[format],
      data: encoded.data,
      thumbnail,
      width,
      height,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) {
      throw new ImageRejected(MEDIA_MESSAGES.tooManyPixels(maxPixels));
    }
    if (/timeout/i.test(message)) throw new ImageRejected(MEDIA_MESSAGES.tooSlow);
    throw new ImageRejected(MEDIA_MESSAGES.damaged);
  }
}

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 82, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 8 });
    case "webp":
      return image.webp({ quality: 82 });
    case "gif":
      return image.gif();
    case "avif":
      return image.avif({ quality: 60, effort: 3 });
  }
}

/** A png of at most 400x400 (first frame of animations), never enlarged. */
export function renderThumbnail(image: Sharp): Promise<Buffer> {
  return image
    .autoOrient()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

function decoderFormat(meta: Metadata): ImageFormat | null {
  switch (meta.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return meta.format;
    case "heif":
      // HEIF is a container; only its AV1 flavour is AVIF.
      return meta.compression === "av1" ? "avif" : null;
    default:
      return null;
  }
}

/** The format named by the file's magic number, or null (SVG, text, PDF, HEIC, ...). */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  const ascii = (start: number, end: number) =>
    Buffer.from(bytes.subarray(start, end)).toString("latin1");
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a") return "gif";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    // ISO-BMFF: major brand, minor version, then compatible brands up to the box end.
    const boxSize = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
    const end = Math.min(bytes.length, Math.max(16, boxSize));
    const brands = [ascii(8, 12)];
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(i, i + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
  }
  return null;
}

function formatPixels(pixels: number): string {
  if (pixels < 1_000_000) return `${pixels.toLocaleString("en-US")} pixels`;
  return `${Math.round((pixels / 1_000_000) * 10) / 10} megapixels`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}
