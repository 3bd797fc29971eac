import { Badge, Box, Group, Stack, Text } from "@mantine/core";
import type { BlockChange, BlockDiff } from "../../lib/revisions/block-diff.ts";
import { DiffText } from "./DiffText.tsx";

const CHANGE: Record<BlockChange["change"], { label: string; color: string }> = {
  added: { label: "Added", color: "teal" },
  removed: { label: "Removed", color: "red" },
  moved: { label: "Moved", color: "blue" },
  changed: { label: "Changed", color: "orange" },
};

function where(change: BlockChange): string | null {
  if (change.change === "added") return change.to ? `At ${change.to}.` : null;
  if (change.change === "removed") return change.from ? `Was at ${change.from}.` : null;
  if (change.change === "moved") return `From ${change.from} to ${change.to}.`;
  return null;
}

/** One block that differs: what happened to it, where, and its props' diffs. */
function BlockChangeItem({ change }: { change: BlockChange }) {
  const { label, color } = CHANGE[change.change];
  const place = where(change);
  return (
    <Box component="li" py={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color={color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
          {change.change === "moved" && change.props.length > 0 ? "Moved, changed" : label}
        </Badge>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {change.label}
          </Text>
          {place ? (
            <Text size="xs" c="dimmed">
              {place}
            </Text>
          ) : null}
          {change.props.map((p) => (
            <Text key={p.prop} size="sm" component="div">
              <Text span size="sm" fw={500}>
                {p.prop}:{" "}
              </Text>
              <DiffText segments={p.segments} />
            </Text>
          ))}
        </Stack>
      </Group>
    </Box>
  );
}

/** The page-builder document block by block; the unchanged blocks as a count. */
export function BlockDiffList({ diff }: { diff: BlockDiff }) {
  if (diff.changes.length === 0) return null;
  return (
    <Stack gap={4} data-testid="block-diffs">
      <Text size="sm" fw={600} component="h3" m={0}>
        Page content
      </Text>
      <Box component="ul" m={0} pl={0} style={{ listStyle: "none" }}>
        {diff.changes.map((c) => (
          <BlockChangeItem key={`${c.change}-${c.id}`} change={c} />
        ))}
      </Box>
      {diff.unchanged > 0 ? (
        <Text size="xs" c="dimmed">
          {diff.unchanged === 1 ? "1 block unchanged." : `${diff.unchanged} blocks unchanged.`}
        </Text>
      ) : null}
    </Stack>
  );
}
