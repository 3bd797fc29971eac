import { Text, VisuallyHidden } from "@mantine/core";
import type { Segment } from "../../lib/revisions/text-segments.ts";
import "./revision-diff.css";

function SegmentText({ segment }: { segment: Segment }) {
  if (segment.kind === "added") {
    return (
      <ins>
        <VisuallyHidden component="span">added: </VisuallyHidden>
        {segment.text}
      </ins>
    );
  }
  if (segment.kind === "removed") {
    return (
      <del>
        <VisuallyHidden component="span">removed: </VisuallyHidden>
        {segment.text}
      </del>
    );
  }
  return <span>{segment.text}</span>;
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
