import { gridClasses } from "../lib/grid-columns.ts";
import { IMAGE_SLOTS } from "../lib/responsive-image.ts";
import { cx, MediaImage, Placeholder } from "./shared.tsx";
import type { GalleryBlockProps } from "./types.ts";

/**
 * Images in a grid of at most the chosen 2-4 columns (one on phones), as many as fill the rows
 * (lib/grid-columns.ts); entries without an image are left out.
 */
export function GalleryBlock({ images, columns, editing }: GalleryBlockProps) {
  const shown = (images ?? []).filter((entry) => entry?.image);
  if (shown.length === 0) {
    return editing ? <Placeholder label="Gallery" hint="Add images to the gallery." /> : null;
  }
  return (
    <ul className={cx("blk-gallery", gridClasses(shown.length, Number(columns) || 3))}>
      {shown.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one image may be shown twice
        <li key={`${index}-${entry.image?.id}`} className="blk-gallery__item">
          <MediaImage
            className="blk-gallery__img"
            media={entry.image}
            alt={entry.alt || entry.image?.alt || ""}
            slot={IMAGE_SLOTS.card}
          />
        </li>
      ))}
    </ul>
  );
}
