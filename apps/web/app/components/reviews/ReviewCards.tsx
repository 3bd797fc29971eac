import { Anchor, Box, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { changedWords, editPathOf, listingTitle } from "../../lib/reviews/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { revisionAuthor } from "../revisions/RevisionTable.tsx";
import { PendingDiff } from "./PendingDiff.tsx";
import { ReviewActions } from "./ReviewActions.tsx";
import { type ReviewListProps, ToggleChanges } from "./ReviewTable.tsx";

/** The review queue on phones: a card per pending change, its diff inside when shown. */
export function ReviewCards({
  rows,
  loading,
  expanded,
  onToggle,
  approvingId,
  onApprove,
  onReject,
}: ReviewListProps) {
  return (
    <Stack
      gap="xs"
      p="sm"
      component="ul"
      aria-label="Changes waiting for review"
      aria-busy={loading}
      style={{ listStyle: "none", margin: 0 }}
    >
      {loading
        ? Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Paper key={i} component="li" withBorder radius="md" p="sm" aria-hidden>
              <Skeleton h={14} w="50%" mb={8} />
              <Skeleton h={12} w="70%" />
            </Paper>
          ))
        : rows.map((row) => {
            const open = expanded.has(row.id);
            const title = listingTitle(row);
            return (
              <Paper
                key={row.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                data-revision-id={row.id}
              >
                <Anchor
                  component={Link}
                  to={editPathOf(row.post)}
                  fw={600}
                  size="sm"
                  style={{ wordBreak: "break-word" }}
                >
                  {title}
                </Anchor>
                <Text size="xs" c="dimmed" mt={2}>
                  {revisionAuthor(row)} · <DateTime value={row.created_at} />
                </Text>
                <Text size="sm" mt={4}>
                  Changed: {changedWords(row)}
                </Text>
                <Group gap="xs" mt="xs" justify="space-between">
                  <ToggleChanges
                    row={row}
                    open={open}
                    onToggle={onToggle}
                    controls={`review-diff-card-${row.id}`}
                  />
                  <ReviewActions
                    what={`the change to ${title}`}
                    approving={approvingId === row.id}
                    disabled={approvingId !== null}
                    onApprove={() => onApprove(row)}
                    onReject={() => onReject(row)}
                  />
                </Group>
                <Box id={`review-diff-card-${row.id}`} hidden={!open} mt={open ? "sm" : 0}>
                  {open ? <PendingDiff postId={row.post.id} revisionId={row.id} /> : null}
                </Box>
              </Paper>
            );
          })}
    </Stack>
  );
}
