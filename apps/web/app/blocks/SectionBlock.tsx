import { useId } from "react";
import { BlockTitle, cx } from "./shared.tsx";
import type { SectionBlockProps } from "./types.ts";

/** A band of blocks with an optional title (h2) and background; full width on the page. */
export function SectionBlock({ title, background, content }: SectionBlockProps) {
  const titleId = useId();
  const className = cx("blk-section", background !== "none" && `blk-section--${background}`);
  const inner = (
    <div className="blk-section__inner">
      {title ? <BlockTitle id={titleId}>{title}</BlockTitle> : null}
      <div className="blk-slot">{content}</div>
    </div>
  );
  // Only a titled section is a region worth naming; an untitled one is a plain box.
  return title ? (
    <section className={className} aria-labelledby={titleId}>
      {inner}
    </section>
  ) : (
    <div className={className}>{inner}</div>
  );
}
