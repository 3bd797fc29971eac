import { cx, MediaImage, Placeholder } from "./shared.tsx";
import type { ImageBlockProps } from "./types.ts";

/** One image with an optional caption, at text, wide or full width. */
export function ImageBlock({ image, alt, caption, width, editing }: ImageBlockProps) {
  if (!image) {
    return editing ? <Placeholder label="Image" hint="Choose an image and describe it." /> : null;
  }
  return (
    <figure className={cx("blk-image", `blk-image--${width}`)}>
      <MediaImage className="blk-image__img" media={image} alt={alt || image.alt || ""} />
      {caption ? <figcaption className="blk-image__caption">{caption}</figcaption> : null}
    </figure>
  );
}
