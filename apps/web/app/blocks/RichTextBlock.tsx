import { Placeholder } from "./shared.tsx";
import type { RichTextBlockProps } from "./types.ts";

/**
 * Formatted text. A string is HTML that the caller has sanitized (render-body.tsx runs
 * sanitizeRichText on the server; the API stores only sanitized HTML); in the builder `text` is
 * Puck's inline editor node.
 */
export function RichTextBlock({ text, editing }: RichTextBlockProps) {
  if (typeof text === "string") {
    if (text.trim() === "") {
      return editing ? <Placeholder label="Text" hint="Click to write some text." /> : null;
    }
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML (see above)
    return <div className="blk-richtext" dangerouslySetInnerHTML={{ __html: text }} />;
  }
  // Puck's inline editor: an empty one keeps a clickable height and says what to do.
  return (
    <div className={editing ? "blk-richtext blk-richtext--editing" : "blk-richtext"}>{text}</div>
  );
}
