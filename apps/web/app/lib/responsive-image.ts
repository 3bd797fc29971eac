import { imageSrcSet } from "@fooddir/contract";

/** What an <img> needs of a media item to be responsive. */
export type ImageSource = {
  url: string;
  width?: number | null;
  height?: number | null;
  /** The 400 px PNG thumbnail: used for small images that have no WebP variants (GIF). */
  thumbnail_url?: string;
};

/** Where an image is drawn: its `sizes` and the range of device pixels it can need. */
export type ImageSlot = { sizes: string; min?: number; max?: number };

/**
 * How wide each image is drawn, from public.css and blocks.css: the content column is at most
 * 1160 px; member cards fill a grid of 270 px minimum columns with 20 px gaps (4 columns from
 * 1180 px, 3 from 890 px, 2 from 600 px; so never under 270 px); logos
 * have a fixed size, needed at up to 3x.
 */
export const IMAGE_SLOTS = {
  content: { sizes: "(min-width: 1200px) 1160px, calc(100vw - 40px)" },
  card: {
    sizes:
      "(min-width: 1200px) 275px, (min-width: 1180px) 25vw, (min-width: 890px) 33vw, (min-width: 600px) 50vw, 100vw",
    min: 270,
  },
  cardLogo: { sizes: "56px", max: 168 },
  heroLogo: { sizes: "88px", max: 264 },
  headerLogo: { sizes: "36px", max: 108 },
  errorImage: { sizes: "(min-width: 400px) 360px, calc(100vw - 40px)", max: 1080 },
} satisfies Record<string, ImageSlot>;

type Attrs = {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
};

const positive = (n: number | null | undefined) => (n && n > 0 ? n : undefined);

/**
 * `src`, `srcSet`, `sizes`, `width` and `height` of an image: the WebP variants narrower than the
 * original let a phone load a fraction of the bytes; the intrinsic size keeps the layout still.
 * A `small` image without variants falls back to its thumbnail rather than the full original.
 */
export function imageAttrs(
  image: ImageSource,
  slot: ImageSlot,
  { small = false }: { small?: boolean } = {},
): Attrs {
  const srcSet = imageSrcSet(image, slot);
  const sizes = slot.sizes;
  const size = { width: positive(image.width), height: positive(image.height) };
  if (srcSet) return { src: image.url, srcSet, sizes, ...size };
  if (small && image.thumbnail_url) return { src: image.thumbnail_url };
  return { src: image.url, ...size };
}
