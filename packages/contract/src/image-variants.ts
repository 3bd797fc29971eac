/**
 * Resized copies of library images (issue 10): WebP at fixed widths, made on first request by
 * the site and stored beside the original, so public pages can offer `srcset`.
 *
 *   original  /storage/domains/{host}/library/{hashed_name}.{ext}
 *   variant   /storage/domains/{host}/library/w{width}/{hashed_name}.webp
 *
 * Only these widths exist (a fixed set bounds the work a visitor can cause), only narrower than
 * the original (never enlarged), and never for GIF (animations are kept as uploaded).
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 960, 1280, 1920] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The extensions a variant can be made from. */
export const IMAGE_VARIANT_SOURCES = ["jpg", "png", "webp", "avif"] as const;

/**
 * A library original's url: under the site's /storage, or under an absolute media base
 * (S3_PUBLIC_URL, a CDN or the bucket) where the variants were made at upload.
 */
const ORIGINAL =
  /^((?:\/storage|https?:\/\/[^\s?#"',]+?)\/domains\/[a-z0-9.-]+\/library)\/([a-f0-9]{32})\.(jpg|png|webp|avif)$/;
/** A variant's storage key (the path after /storage/): host, width, hashed name. */
export const IMAGE_VARIANT_KEY =
  /^domains\/([a-z0-9.-]+)\/library\/w(\d{2,4})\/([a-f0-9]{32})\.webp$/;

/** A variant's place in a library folder (a storage key's folder, or its /storage url). */
export function imageVariantPath(library: string, hashedName: string, width: number): string {
  return `${library}/w${width}/${hashedName}.webp`;
}

/** The variant url of a library image's url at a width, or null (not a library image, GIF). */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | null {
  const match = ORIGINAL.exec(url);
  return match ? imageVariantPath(match[1], match[2], width) : null;
}

/**
 * `srcset` for a library image of a known width, for an image drawn between `min` and `max`
 * device pixels wide: the variants in that range, then the narrowest variant that covers `max`
 * (or the original when none does). Leaving out widths a slot never needs keeps a page of 200
 * cards light. Undefined when the image has no variants (then `src` alone is right).
 */
export function imageSrcSet(
  image: { url: string; width?: number | null },
  { min = 0, max = Number.POSITIVE_INFINITY }: { min?: number; max?: number } = {},
): string | undefined {
  const width = image.width ?? 0;
  if (width <= 0 || !ORIGINAL.test(image.url)) return undefined;
  const narrower = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  const inRange = narrower.filter((w) => w >= min && w < max);
  const cover = narrower.find((w) => w >= max && w >= min);
  const candidates = inRange.map((w) => `${imageVariantUrl(image.url, w)} ${w}w`);
  if (cover !== undefined) candidates.push(`${imageVariantUrl(image.url, cover)} ${cover}w`);
  else if (candidates.length > 0) candidates.push(`${image.url} ${width}w`);
  return candidates.length > 0 ? candidates.join(", ") : undefined;
}

/** Whether a variant key names an allowed width (the site refuses every other). */
export function isImageVariantWidth(width: number): width is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);
}
