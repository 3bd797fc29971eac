import { useId } from "react";
import { cx, MediaImage, Placeholder, safeHref } from "./shared.tsx";
import type { HeroBlockProps } from "./types.ts";

/**
 * The page's opening: a large title (h1 when it opens the page, else h2), a lead text, up to two
 * buttons and an image beside the text (below it on phones and when centered). The image of the
 * opening hero loads at once with high priority; a later hero's image loads lazily. Without a
 * title (a new hero) it renders nothing on the public page.
 */
export function HeroBlock({
  title,
  text,
  image,
  alt,
  align,
  buttons,
  headingLevel,
  editing,
}: HeroBlockProps) {
  const titleId = useId();
  if (!title?.trim()) {
    return editing ? (
      <Placeholder
        label="Hero"
        hint="Type the hero's title; add a text, an image and buttons if you like."
      />
    ) : null;
  }
  const Title = headingLevel === 1 ? "h1" : "h2";
  const links = (buttons ?? [])
    .map((button) => ({ ...button, href: safeHref(button?.href) }))
    .filter((button) => button.href && button.label);
  return (
    <section
      className={cx(
        "blk-hero",
        align === "center" && "blk-hero--center",
        image && "blk-hero--image",
      )}
      aria-labelledby={titleId}
    >
      <div className="blk-hero__inner">
        <div className="blk-hero__text">
          <Title id={titleId} className="blk-hero__title">
            {title}
          </Title>
          {text ? <p className="blk-hero__lead">{text}</p> : null}
          {links.length > 0 ? (
            <div className="blk-buttons">
              {links.map((button, index) => (
                <a
                  // biome-ignore lint/suspicious/noArrayIndexKey: two buttons may share a link
                  key={`${index}-${button.href}`}
                  href={button.href}
                  className={cx(
                    "blk-button",
                    button.style === "secondary" && "blk-button--secondary",
                  )}
                >
                  {button.label}
                </a>
              ))}
            </div>
          ) : null}
        </div>
        {image ? (
          <div className="blk-hero__media">
            <MediaImage
              className="blk-hero__img"
              media={image}
              alt={alt || image.alt || ""}
              priority={headingLevel === 1}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
