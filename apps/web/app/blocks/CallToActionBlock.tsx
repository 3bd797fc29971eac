import { useId } from "react";
import { Placeholder, safeHref } from "./shared.tsx";
import type { CallToActionBlockProps } from "./types.ts";

/**
 * A highlighted box inviting the visitor to one action: title (h2), text and a button (only
 * with both a label and a link). Without a title (a new block) nothing on the public page.
 */
export function CallToActionBlock({
  title,
  text,
  button_label,
  button_href,
  editing,
}: CallToActionBlockProps) {
  const titleId = useId();
  if (!title?.trim()) {
    return editing ? (
      <Placeholder
        label="Call to action"
        hint="Type a title, a text and the button's label and link."
      />
    ) : null;
  }
  const href = safeHref(button_href);
  return (
    <section className="blk-cta" aria-labelledby={titleId}>
      <div className="blk-cta__text">
        <h2 id={titleId} className="blk-cta__title">
          {title}
        </h2>
        {text ? <p className="blk-cta__lead">{text}</p> : null}
      </div>
      {href && button_label ? (
        <a className="blk-button" href={href}>
          {button_label}
        </a>
      ) : null}
    </section>
  );
}
