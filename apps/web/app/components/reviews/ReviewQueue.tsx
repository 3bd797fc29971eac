import type { PendingRevision } from "@fooddir/contract";
import { Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconChecks } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
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
import { RecordList } from "../panel/record-list/RecordList.tsx";
import { RejectDialog } from "./RejectDialog.tsx";
import { reviewCard, reviewColumns, reviewDiff, reviewRowAttributes } from "./review-rows.tsx";

const targetOf = (row: PendingRevision): ReviewTarget => ({
  postId: row.post.id,
  revisionId: row.id,
  title: listingTitle(row),
});

/**
 * The review queue (roles 1-3): members' changes waiting for review, oldest first; each shows
 * its diff against the live page on demand, is approved with one click or rejected with a
 * message. The record list draws it (a table at wide widths, cards on phones); it has no
 * filters or pages: the oldest page is shown and the rest follow as these are reviewed.
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
  const mutate = approve.mutate;
  const { columns, card, diff } = useMemo(() => {
    const actions = {
      expanded,
      onToggle,
      approvingId,
      onApprove: (row: PendingRevision) => mutate(targetOf(row)),
      onReject: (row: PendingRevision) => setRejecting(targetOf(row)),
    };
    return {
      columns: reviewColumns(actions),
      card: reviewCard(actions),
      diff: reviewDiff(expanded),
    };
  }, [expanded, onToggle, approvingId, mutate]);
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? rows.length;

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
          <RecordList
            label="Changes waiting for review"
            labelTable
            rows={rows}
            rowKey={(row) => row.id}
            rowAttributes={reviewRowAttributes}
            columns={columns}
            card={card}
            expanded={diff}
            loading={list.isPending}
            busy={list.isPending}
            minWidth={900}
            skeletonRows={3}
          />
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
