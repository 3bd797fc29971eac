import { Text, VisuallyHidden } from "@mantine/core";
import type { Segment } from "../../lib/revisions/text-segments.ts";
import "./revision-diff.css";

/** The element that marks a changed segment; screen readers hear its kind first. */
const MARKS = { added: "ins", removed: "del" } as const;

function SegmentText({ segment }: { segment: Segment }) {
  if (segment.kind === "same") return <span>{segment.text}</span>;
  const Mark = MARKS[segment.kind];
  return (
    <Mark>
      <VisuallyHidden component="span">{`${segment.kind}: `}</VisuallyHidden>
      {segment.text}
    </Mark>
  );
}

/**
 * A text diff: shared text as it is, the newer version's words in `<ins>`, the older one's in
 * `<del>`, each announced as "added" / "removed" to screen readers.
 */
export function DiffText({ segments }: { segments: Segment[] }) {
  if (segments.length === 0) {
    return (
      <Text size="sm" c="dimmed" component="span">
        (empty)
      </Text>
    );
  }
  return (
    <Text size="sm" component="span" className="rev-diff">
      {segments.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments never reorder
        <SegmentText key={i} segment={s} />
      ))}
    </Text>
  );
}
