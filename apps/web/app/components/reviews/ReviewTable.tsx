import type { PendingRevision } from "@fooddir/contract";
import { Anchor, Button, Group, Skeleton, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { changedWords, editPathOf, listingTitle } from "../../lib/reviews/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { revisionAuthor } from "../revisions/RevisionTable.tsx";
import { PendingDiff } from "./PendingDiff.tsx";
import { ReviewActions } from "./ReviewActions.tsx";

/** What the queue's table and cards share. */
export type ReviewListProps = {
  rows: PendingRevision[];
  loading: boolean;
  /** The rows whose changes are shown, by revision id. */
  expanded: ReadonlySet<number>;
  onToggle: (row: PendingRevision) => void;
  /** The revision being approved, or null. */
  approvingId: number | null;
  onApprove: (row: PendingRevision) => void;
  onReject: (row: PendingRevision) => void;
};

const COLUMNS = ["Listing", "Who", "When", "What changed"];

/** "Show changes" / "Hide changes", naming the listing for screen readers. */
export function ToggleChanges({
  row,
  open,
  onToggle,
  controls,
}: {
  row: PendingRevision;
  open: boolean;
  onToggle: (row: PendingRevision) => void;
  /** The id of the element the diff shows in. */
  controls: string;
}) {
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <Button
      size="xs"
      variant="subtle"
      leftSection={<Icon size={14} aria-hidden />}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onToggle(row)}
    >
      {open ? "Hide changes" : "Show changes"}
      <VisuallyHidden> to {listingTitle(row)}</VisuallyHidden>
    </Button>
  );
}

/** The review queue at wide widths: a row per pending change, its diff below it when shown. */
export function ReviewTable({
  rows,
  loading,
  expanded,
  onToggle,
  approvingId,
  onApprove,
  onReject,
}: ReviewListProps) {
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="sm" aria-label="Changes waiting for review" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: 3 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <Table.Tr key={i} aria-hidden>
                  {[...COLUMNS, "actions"].map((c) => (
                    <Table.Td key={c}>
                      <Skeleton h={14} w={c === "Listing" ? 160 : 90} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => {
                const open = expanded.has(row.id);
                const title = listingTitle(row);
                return (
                  <Fragment key={row.id}>
                    <Table.Tr data-revision-id={row.id}>
                      <Table.Td>
                        <Anchor component={Link} to={editPathOf(row.post)} fw={600} size="sm">
                          {title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{revisionAuthor(row)}</Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <Text size="sm">
                          <DateTime value={row.created_at} />
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{changedWords(row)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap" justify="flex-end">
                          <ToggleChanges
                            row={row}
                            open={open}
                            onToggle={onToggle}
                            controls={`review-diff-${row.id}`}
                          />
                          <ReviewActions
                            what={`the change to ${title}`}
                            approving={approvingId === row.id}
                            disabled={approvingId !== null}
                            onApprove={() => onApprove(row)}
                            onReject={() => onReject(row)}
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr id={`review-diff-${row.id}`} hidden={!open}>
                      <Table.Td colSpan={COLUMNS.length + 1}>
                        {open ? <PendingDiff postId={row.post.id} revisionId={row.id} /> : null}
                      </Table.Td>
                    </Table.Tr>
                  </Fragment>
                );
              })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
