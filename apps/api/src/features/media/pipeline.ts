import sharp, { type Metadata, type Sharp, type SharpOptions } from "sharp";

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

export const MEDIA_MESSAGES = {
  notImage: "The file must be an image (JPEG, PNG, WebP, GIF or AVIF).",
  damaged: "The image is damaged or incomplete.",
  tooManyPixels: (maxPixels: number) =>
    `The image may not be larger than ${formatPixels(maxPixels)}.`,
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

/**
 * Checks what the bytes really are (magic numbers, then the decoder's own header parse - the
 * file name and the multipart mimetype are never consulted), refuses images above the pixel
 * limit before any pixel is decoded, then re-encodes in the same format with EXIF orientation
 * applied and every metadata block dropped, and renders a png thumbnail.
 */
export async function processImage(input: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
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
  if (meta.width * meta.height * frames > limits.maxPixels) {
    throw new ImageRejected(MEDIA_MESSAGES.tooManyPixels(limits.maxPixels));
  }

  const animated = frames > 1;
  const options: SharpOptions = {
    limitInputPixels: limits.maxPixels,
    // Truncated or corrupt pixel data fails; harmless decoder warnings do not.
    failOn: "error",
    animated,
  };
  try {
    const encoder = sharp(input, options).autoOrient();
    const [encoded, thumbnail] = await Promise.all([
      encode(encoder, sniffed).toBuffer({ resolveWithObject: true }),
      renderThumbnail(sharp(input, { ...options, animated: false })),
    ]);
    const width = encoded.info.width;
    const height = encoded.info.pageHeight ?? encoded.info.height;
    return {
      format: sniffed,
      ...FORMAT_INFO[sniffed],
      data: encoded.data,
      thumbnail,
      width,
      height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRejected(MEDIA_MESSAGES.tooManyPixels(limits.maxPixels));
    }
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
