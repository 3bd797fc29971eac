import type { DividerBlockProps } from "./types.ts";

/** A thematic break between parts of a page. */
export function DividerBlock(_props: DividerBlockProps) {
  return <hr className="blk-divider" />;
}
