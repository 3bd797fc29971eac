import type { PendingRevision } from "@fooddir/contract";
import { Anchor, Box, Button, Group, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { changedWords, editPathOf, listingTitle } from "../../lib/reviews/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { dateTimeColumn } from "../panel/record-list/columns.tsx";
import type { RecordColumn } from "../panel/record-list/types.ts";
import { revisionAuthor } from "../revisions/RevisionTable.tsx";
import { PendingDiff } from "./PendingDiff.tsx";
import { ReviewActions } from "./ReviewActions.tsx";

/** What the queue's rows do: show a change's diff, approve it, reject it. */
export type ReviewRowActions = {
  /** The rows whose changes are shown, by revision id. */
  expanded: ReadonlySet<number>;
  onToggle: (row: PendingRevision) => void;
  /** The revision being approved, or null. */
  approvingId: number | null;
  onApprove: (row: PendingRevision) => void;
  onReject: (row: PendingRevision) => void;
};

type Place = "table" | "card";

/** The diff's element: the table's and the card's are both in the page, so their ids differ. */
const diffId = (row: PendingRevision, place: Place) =>
  place === "table" ? `review-diff-${row.id}` : `review-diff-card-${row.id}`;

/** "Show changes" / "Hide changes", naming the listing for screen readers. */
function ToggleChanges({
  row,
  place,
  actions,
}: {
  row: PendingRevision;
  place: Place;
  actions: ReviewRowActions;
}) {
  const open = actions.expanded.has(row.id);
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<Icon size={14} aria-hidden />}
      aria-expanded={open}
      // The diff's element is there only while shown.
      aria-controls={open ? diffId(row, place) : undefined}
      onClick={() => actions.onToggle(row)}
    >
      {open ? "Hide changes" : "Show changes"}
      <VisuallyHidden> to {listingTitle(row)}</VisuallyHidden>
    </Button>
  );
}

function Actions({ row, actions }: { row: PendingRevision; actions: ReviewRowActions }) {
  return (
    <ReviewActions
      what={`the change to ${listingTitle(row)}`}
      approving={actions.approvingId === row.id}
      disabled={actions.approvingId !== null}
      onApprove={() => actions.onApprove(row)}
      onReject={() => actions.onReject(row)}
    />
  );
}

function ListingLink({ row }: { row: PendingRevision }) {
  return (
    <Anchor
      component={Link}
      to={editPathOf(row.post)}
      fw={600}
      size="sm"
      style={{ wordBreak: "break-word" }}
    >
      {listingTitle(row)}
    </Anchor>
  );
}

const textColumn = (
  id: string,
  header: string,
  text: (row: PendingRevision) => string,
): RecordColumn<PendingRevision> => ({
  id,
  header,
  skeleton: 90,
  cell: (row) => <Text size="sm">{text(row)}</Text>,
});

/** The queue's columns at wide widths: the listing (to its edit screen), who, when, what. */
export function reviewColumns(actions: ReviewRowActions): RecordColumn<PendingRevision>[] {
  return [
    { id: "listing", header: "Listing", skeleton: 160, cell: (row) => <ListingLink row={row} /> },
    textColumn("who", "Who", revisionAuthor),
    dateTimeColumn("when", "When", (row) => row.created_at),
    textColumn("what", "What changed", changedWords),
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      skeleton: 90,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <ToggleChanges row={row} place="table" actions={actions} />
          <Actions row={row} actions={actions} />
        </Group>
      ),
    },
  ];
}

/** A pending change on phones: the listing, who and when, what changed, its buttons. */
export function reviewCard(actions: ReviewRowActions) {
  return (row: PendingRevision) => {
    return (
      <>
        <ListingLink row={row} />
        <Text size="xs" c="dimmed" mt={2}>
          {revisionAuthor(row)} · <DateTime value={row.created_at} />
        </Text>
        <Text size="sm" mt={4}>
          Changed: {changedWords(row)}
        </Text>
        <Group gap="xs" mt="xs" justify="space-between">
          <ToggleChanges row={row} place="card" actions={actions} />
          <Actions row={row} actions={actions} />
        </Group>
      </>
    );
  };
}

/** What approving would do to the live page, under the row or in the card while shown. */
export function reviewDiff(expanded: ReadonlySet<number>) {
  return (row: PendingRevision, place: Place) => {
    if (!expanded.has(row.id)) return null;
    return (
      <Box id={diffId(row, place)} mt={place === "card" ? "sm" : 0}>
        <PendingDiff postId={row.post.id} revisionId={row.id} />
      </Box>
    );
  };
}

export const reviewRowAttributes = (row: PendingRevision) => ({ "data-revision-id": row.id });
