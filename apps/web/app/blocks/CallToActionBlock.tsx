import { useId } from "react";
import { safeHref } from "./shared.tsx";
import type { CallToActionBlockProps } from "./types.ts";

/** A highlighted box inviting the visitor to one action: title (h2), text and a button. */
export function CallToActionBlock({
  title,
  text,
  button_label,
  button_href,
}: CallToActionBlockProps) {
  const titleId = useId();
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
