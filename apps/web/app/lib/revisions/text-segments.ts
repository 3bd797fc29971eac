import { type Change, diffLines, diffWords } from "diff";

/** Text diffs for the History tab (jsdiff): runs of text the two versions share or not. */

/** A run of text that both versions share, or that only the newer (added) or older has. */
export type Segment = { kind: "same" | "added" | "removed"; text: string };

/** Longer texts than this are compared as a whole (replaced), not word by word. */
const DIFF_TIMEOUT_MS = 200;

function segmentsOf(changes: Change[]): Segment[] {
  const out: Segment[] = [];
  for (const c of changes) {
    if (!c.value) continue;
    const kind = c.added ? "added" : c.removed ? "removed" : "same";
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += c.value;
    else out.push({ kind, text: c.value });
  }
  return out;
}

/** The word diff (or line diff) of two texts; equal texts give one `same` segment. */
export function textSegments(
  before: string,
  after: string,
  mode: "words" | "lines" = "words",
): Segment[] {
  if (before === after) return before ? [{ kind: "same", text: before }] : [];
  const options = { timeout: DIFF_TIMEOUT_MS };
  const changes =
    mode === "lines" ? diffLines(before, after, options) : diffWords(before, after, options);
  if (changes) return segmentsOf(changes);
  // Too different to compare in time: the old text out, the new one in.
  return segmentsOf([
    { value: before, removed: true, added: false, count: 1 },
    { value: after, removed: false, added: true, count: 1 },
  ]);
}
