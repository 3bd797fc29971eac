import { JoinBand } from "../components/public/JoinBand.tsx";
import { Placeholder } from "./shared.tsx";
import type { JoinBandBlockProps } from "./types.ts";

/**
 * A page's opt-in to the join band (decision 014): the site's join title and text (site
 * options) with the join form, where the block stands. In the builder a placeholder says so.
 */
export function JoinBandBlock({ shown = false, state, editing }: JoinBandBlockProps) {
  if (editing) {
    return (
      <Placeholder
        label="Join band"
        hint="The join title and text of the site options, with the join form. Not shown on member pages, blog posts or a page with a Form block."
      />
    );
  }
  return shown ? <JoinBand state={state} /> : null;
}
