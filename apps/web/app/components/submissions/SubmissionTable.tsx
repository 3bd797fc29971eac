import type { Submission } from "@fooddir/contract";
import { Button, Group, Skeleton, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import { memo } from "react";
import { messageExcerpt } from "../../lib/submissions/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { SubmissionEmail } from "./SubmissionEmail.tsx";
import { SubmissionFormBadge } from "./SubmissionFormBadge.tsx";
import { SubmissionHeldBadge } from "./SubmissionHeldBadge.tsx";

/** The submissions as the table and the cards show them. */
export type SubmissionListProps = {
  rows: Submission[];
  loading: boolean;
  /** Rows of the previous query shown while the next loads. */
  stale: boolean;
  busy: boolean;
  onOpen: (submission: Submission) => void;
};

const SKELETON_WIDTHS = [130, 64, 110, 160, "90%", 56];

function SkeletonRows({ rows = 6 }: { rows?: number }) {
  return Array.from({ length: rows }, (_, r) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <Table.Tr key={r} aria-hidden>
      {SKELETON_WIDTHS.map((w, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Table.Td key={c}>
          <Skeleton h={14} w={w} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/**
 * One submission. The whole row opens the details for mouse users; keyboard and screen reader
 * users reach the same through the row's "View" button.
 */
const SubmissionRow = memo(function SubmissionRow({
  submission,
  onOpen,
}: {
  submission: Submission;
  onOpen: (submission: Submission) => void;
}) {
  const name = submission.name || "(no name)";
  return (
    <Table.Tr
      onClick={() => onOpen(submission)}
      style={{ cursor: "pointer" }}
      data-submission-id={submission.id}
    >
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm" fz="xs">
          <DateTime value={submission.created_at} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <SubmissionFormBadge form={submission.form} />
          <SubmissionHeldBadge held={submission.held} />
        </Group>
      </Table.Td>
      <Table.Td style={{ minWidth: 120 }}>
        <Text size="sm" fw={600} lineClamp={1} style={{ wordBreak: "break-word" }}>
          {name}
        </Text>
      </Table.Td>
      <Table.Td style={{ maxWidth: 240 }}>
        <SubmissionEmail email={submission.email} />
      </Table.Td>
      <Table.Td style={{ minWidth: 160 }}>
        <Text size="sm" c="dimmed" lineClamp={1} style={{ wordBreak: "break-word" }}>
          {messageExcerpt(submission.message) || "—"}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEye size={16} aria-hidden />}
          aria-label={`View submission from ${name}`}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(submission);
          }}
        >
          View
        </Button>
      </Table.Td>
    </Table.Tr>
  );
});

/** The list as a table (from the sm breakpoint; phones get SubmissionCards). */
export function SubmissionTable({ rows, loading, stale, busy, onOpen }: SubmissionListProps) {
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Form</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: stale ? 0.6 : 1 }}>
          {loading ? (
            <SkeletonRows />
          ) : (
            rows.map((s) => <SubmissionRow key={s.id} submission={s} onOpen={onOpen} />)
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
