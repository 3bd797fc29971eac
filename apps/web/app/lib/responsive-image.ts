import { imageSrcSet } from "@fooddir/contract";

/** What an <img> needs of a media item to be responsive. */
export type ImageSource = {
  url: string;
  width?: number | null;
  height?: number | null;
  /** The 400 px PNG thumbnail: used for small images that have no WebP variants (GIF). */
  thumbnail_url?: string;
};

/**
 * How wide each image is drawn (the `sizes` attribute), from public.css and blocks.css: the
 * content column is at most 1160 px; member cards fill a grid of 280 px minimum columns.
 */
export const IMAGE_SIZES = {
  content: "(min-width: 1200px) 1160px, calc(100vw - 40px)",
  card: "(min-width: 1200px) 374px, (min-width: 920px) 33vw, (min-width: 620px) 50vw, 100vw",
  cardLogo: "56px",
  heroLogo: "88px",
  headerLogo: "36px",
  errorImage: "(min-width: 400px) 360px, calc(100vw - 40px)",
} as const;

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
  sizes: string,
  { small = false }: { small?: boolean } = {},
): Attrs {
  const srcSet = imageSrcSet(image);
  const size = { width: positive(image.width), height: positive(image.height) };
  if (srcSet) return { src: image.url, srcSet, sizes, ...size };
  if (small && image.thumbnail_url) return { src: image.thumbnail_url };
  return { src: image.url, ...size };
}
