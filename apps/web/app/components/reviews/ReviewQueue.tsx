import type { PendingRevision } from "@fooddir/contract";
import { Box, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconChecks } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { formatCount } from "../../lib/content/format.ts";
import { listingTitle } from "../../lib/reviews/format.ts";
import {
  type ReviewTarget,
  useApproveRevision,
  usePendingReviews,
} from "../../lib/reviews/use-reviews.ts";
import { EmptyState } from "../panel/EmptyState.tsx";
import { ListFrame, ListHeader } from "../panel/ListHeader.tsx";
import { LoadError } from "../panel/LoadError.tsx";
import { RejectDialog } from "./RejectDialog.tsx";
import { ReviewCards } from "./ReviewCards.tsx";
import { ReviewTable } from "./ReviewTable.tsx";

const targetOf = (row: PendingRevision): ReviewTarget => ({
  postId: row.post.id,
  revisionId: row.id,
  title: listingTitle(row),
});

/**
 * The review queue (roles 1-3): members' changes waiting for review, oldest first; each shows
 * its diff against the live page on demand, is approved with one click or rejected with a
 * message. A table at wide widths, cards on phones.
 */
export function ReviewQueue() {
  const list = usePendingReviews(0);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<ReviewTarget | null>(null);
  const approve = useApproveRevision();
  const approvingId = approve.isPending ? (approve.variables?.revisionId ?? null) : null;

  const onToggle = useCallback((row: PendingRevision) => {
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(row.id)) next.add(row.id);
      return next;
    });
  }, []);
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? rows.length;
  const shown = {
    rows,
    loading: list.isPending,
    expanded,
    onToggle,
    approvingId,
    onApprove: (row: PendingRevision) => approve.mutate(targetOf(row)),
    onReject: (row: PendingRevision) => setRejecting(targetOf(row)),
  };

  return (
    <Stack gap="lg">
      <ListHeader
        title="Reviews"
        count={list.isPending ? "Loading…" : `${formatCount(total, "change")} waiting`}
      />
      <Text size="sm" c="dimmed" mt={-8}>
        Members' changes to their own listings wait here; the public page keeps its live version
        until you approve.
      </Text>
      <ListFrame>
        {list.isError ? (
          <LoadError
            m="sm"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="The changes waiting for review could not be loaded"
            retrying={list.isFetching}
            onRetry={() => list.refetch()}
          />
        ) : !list.isPending && rows.length === 0 ? (
          <EmptyState
            icon={<IconChecks size={28} />}
            title="Nothing waits for review"
            text="When a member saves a change to their listing, it waits here until you approve or reject it."
          />
        ) : (
          <>
            <Box visibleFrom="sm">
              <ReviewTable {...shown} />
            </Box>
            <Box hiddenFrom="sm">
              <ReviewCards {...shown} />
            </Box>
          </>
        )}
        {total > rows.length && rows.length > 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            The oldest {rows.length} are shown; the others appear as you review these.
          </Text>
        ) : null}
      </ListFrame>
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
