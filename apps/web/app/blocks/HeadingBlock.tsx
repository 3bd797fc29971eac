import { cx, Placeholder } from "./shared.tsx";
import type { HeadingBlockProps } from "./types.ts";

/** A section heading (h2-h4; the page's h1 is its title or its first Hero). */
export function HeadingBlock({ text, level, align, editing }: HeadingBlockProps) {
  if (!text?.trim()) {
    return editing ? (
      <Placeholder label="Heading" hint="Type the heading in its Text field." />
    ) : null;
  }
  const Tag = level === "3" ? "h3" : level === "4" ? "h4" : "h2";
  return (
    <Tag
      className={cx("blk-heading", `blk-heading--h${level}`, align === "center" && "blk-center")}
    >
      {text}
    </Tag>
  );
}
