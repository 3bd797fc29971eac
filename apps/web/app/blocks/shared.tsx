import { type BlockMedia, isHttpUrl, isSafeLink, SITE_PATH_RE } from "@fooddir/contract";
import { type ReactNode, useId } from "react";
import { IMAGE_SLOTS, type ImageSlot, imageAttrs } from "../lib/responsive-image.ts";

/**
 * Pieces every block uses: links and image sources checked again at render (a block may be
 * handed data that never passed the API's write checks), media images with their size, and the
 * builder's placeholder for an empty block.
 */

/** A link a visitor may follow (site path, http(s), mailto:, tel:) or undefined. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const href = value.trim();
  return href !== "" && isSafeLink(href, true) ? href : undefined;
}

/** An image source: a site path or an http(s) URL, never data:/javascript:. */
export function safeSrc(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const src = value.trim();
  return SITE_PATH_RE.test(src) || isHttpUrl(src) ? src : undefined;
}

/** `blk-x blk-x--a` from a base class and modifiers (falsy ones left out). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}

type MediaImageProps = {
  media: BlockMedia | null | undefined;
  alt: string;
  className?: string;
  /** A small image (avatars): WebP variants when there are, else the thumbnail. */
  thumbnail?: boolean;
  /** Where it is drawn (IMAGE_SLOTS): `sizes` and the widths it needs; the content column by default. */
  slot?: ImageSlot;
  /** Above the fold: load at once with high priority. */
  priority?: boolean;
};

/**
 * A media item as <img> with its intrinsic size (no layout shift) and its WebP variants
 * (`srcset`); nothing without a safe URL.
 */
export function MediaImage({ media, alt, className, thumbnail, priority, slot }: MediaImageProps) {
  const src = safeSrc(media?.url);
  if (!media || !src) return null;
  const attrs = imageAttrs(
    { ...media, url: src, thumbnail_url: safeSrc(media.thumbnail_url) },
    slot ?? IMAGE_SLOTS.content,
    { small: thumbnail },
  );
  // A thumbnail is drawn at its CSS size: its intrinsic size would only mislead.
  const drawn = thumbnail ? { ...attrs, width: undefined, height: undefined } : attrs;
  return (
    <img
      className={className}
      {...drawn}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}

/** The builder's stand-in for a block with nothing to show yet (dashed box and a hint). */
export function Placeholder({ label, hint }: { label: string; hint: string }) {
  return (
    <div className="blk-placeholder">
      <strong className="blk-placeholder__label">{label}</strong>
      <span className="blk-placeholder__hint">{hint}</span>
    </div>
  );
}

/** A block's optional title (h2) and its id, for aria-labelledby. */
export function BlockTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="blk-title">
      {children}
    </h2>
  );
}

/** A data block's section, named by its title (h2) when it has one. */
export function TitledSection({
  className,
  title,
  children,
}: {
  className: string;
  title: string | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={title ? titleId : undefined}>
      {title ? <BlockTitle id={titleId}>{title}</BlockTitle> : null}
      {children}
    </section>
  );
}
