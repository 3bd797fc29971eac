import type { TextPart } from "@fooddir/contract";
import { Fragment } from "react";

/**
 * A search result's text (contract `TextPart`s): the matched words in <mark>, every part as
 * text (React escapes it), so a member's text is never read as HTML.
 */
export function MarkedText({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts are fixed text in order
        part.mark ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}
