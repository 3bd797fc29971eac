import type { Revision } from "@fooddir/contract";
import { Badge, Button, Radio, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";
import { memo } from "react";
import { fieldWords, KIND_WORDS } from "../../lib/revisions/compare.ts";
import { DateTime, exactDateTime, parseApiDate } from "../panel/DateTime.tsx";
import { ReviewActions } from "../reviews/ReviewActions.tsx";

type Props = {
  revisions: Revision[];
  /** The versions compared (the older and the newer). */
  fromId: number | null;
  toId: number | null;
  /** The live version: it cannot be restored (it is what the post is). */
  currentId: number | null;
  onFrom: (id: number) => void;
  onTo: (id: number) => void;
  /** Absent: no Restore (a vendor's history, member mode). */
  onRestore?: (revision: Revision) => void;
  /** Staff: Approve / Reject on pending rows (absent for a member, who only reads). */
  review?: RevisionReview;
};

/** The review actions of pending rows (components/reviews). */
export type RevisionReview = {
  /** The revision being approved, or null. */
  approvingId: number | null;
  onApprove: (revision: Revision) => void;
  onReject: (revision: Revision) => void;
};

/** "2027-03-14 09:00:00" for the labels (the screen shows "Today, 09:00"). */
export const revisionWhen = (r: Revision) => {
  const date = parseApiDate(r.created_at);
  return date ? exactDateTime(date) : r.created_at;
};

/** Who saved it: the user, the scheduler, or someone since deleted. */
export function revisionAuthor(r: Revision): string {
  if (r.user) return `${r.user.firstname} ${r.user.lastname}`.trim() || `User ${r.user.id}`;
  return r.kind === "schedule" ? "Scheduler" : "Deleted user";
}

/** What the save did, in words: "Edited: title and description". */
export function revisionWhat(r: Revision): string {
  const kind = KIND_WORDS[r.kind] ?? r.kind;
  if (r.fields.length === 0 || r.kind === "create") return kind;
  return `${kind}: ${fieldWords(r.fields)}`;
}

/** A version's radio in the "from" or the "to" column of the comparison. */
function CompareCell(props: {
  side: "from" | "to";
  when: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <Table.Td ta="center">
      <Radio
        name={`compare-${props.side}`}
        aria-label={`Compare ${props.side} the version of ${props.when}`}
        checked={props.checked}
        onChange={props.onChange}
        styles={{ body: { justifyContent: "center" } }}
      />
    </Table.Td>
  );
}

const RevisionRow = memo(function RevisionRow({
  revision: r,
  from,
  to,
  current,
  onFrom,
  onTo,
  onRestore,
  review,
}: {
  revision: Revision;
  from: boolean;
  to: boolean;
  current: boolean;
  onFrom: (id: number) => void;
  onTo: (id: number) => void;
  onRestore?: (revision: Revision) => void;
  review?: RevisionReview;
}) {
  const when = revisionWhen(r);
  return (
    <Table.Tr data-revision-id={r.id}>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm">
          <DateTime value={r.created_at} />
        </Text>
        {current ? (
          <Badge color="teal" variant="light" radius="sm" size="sm">
            Current
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{revisionAuthor(r)}</Text>
      </Table.Td>
      <Table.Td style={{ minWidth: 180 }}>
        <Text size="sm">{revisionWhat(r)}</Text>
        {r.status !== "applied" ? (
          <Badge color={r.status === "pending" ? "yellow" : "red"} variant="light" radius="sm">
            {r.status === "pending" ? "Waiting for review" : "Rejected"}
          </Badge>
        ) : null}
        {r.status === "rejected" && r.review?.message ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line", wordBreak: "break-word" }}>
            {r.review.message}
          </Text>
        ) : null}
      </Table.Td>
      <CompareCell side="from" when={when} checked={from} onChange={() => onFrom(r.id)} />
      <CompareCell side="to" when={when} checked={to} onChange={() => onTo(r.id)} />
      <Table.Td ta="right">
        {r.status === "pending" && review ? (
          <ReviewActions
            what={`the change of ${when}`}
            approving={review.approvingId === r.id}
            disabled={review.approvingId !== null}
            onApprove={() => review.onApprove(r)}
            onReject={() => review.onReject(r)}
          />
        ) : current || r.status !== "applied" || !onRestore ? null : (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRestore size={14} aria-hidden />}
            aria-label={`Restore the version of ${when}`}
            onClick={() => onRestore?.(r)}
          >
            Restore
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

/** The post's versions, newest first: when, who, what; pick two to compare; restore one. */
export function RevisionTable({
  revisions,
  fromId,
  toId,
  currentId,
  onFrom,
  onTo,
  onRestore,
  review,
}: Props) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What changed</Table.Th>
            <Table.Th ta="center">From</Table.Th>
            <Table.Th ta="center">To</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {revisions.map((r) => (
            <RevisionRow
              key={r.id}
              revision={r}
              from={r.id === fromId}
              to={r.id === toId}
              current={r.id === currentId}
              onFrom={onFrom}
              onTo={onTo}
              onRestore={onRestore}
              review={review}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
