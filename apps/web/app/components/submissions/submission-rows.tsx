import type { Submission } from "@fooddir/contract";
import { Group, Text } from "@mantine/core";
import { messageExcerpt } from "../../lib/submissions/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { dateTimeColumn } from "../panel/record-list/columns.tsx";
import { RecordCardTitle, RecordViewButton } from "../panel/record-list/RecordOpenButton.tsx";
import type { RecordColumn, RowContext } from "../panel/record-list/types.ts";
import { SubmissionEmail } from "./SubmissionEmail.tsx";
import { SubmissionFormBadge } from "./SubmissionFormBadge.tsx";
import { SubmissionHeldBadge } from "./SubmissionHeldBadge.tsx";

const nameOf = (s: Submission) => s.name || "(no name)";

/** The submissions table's columns; the row opens the details, "View" for keyboard users. */
export const SUBMISSION_COLUMNS: RecordColumn<Submission>[] = [
  dateTimeColumn("received", "Received", (s) => s.created_at),
  {
    id: "form",
    header: "Form",
    skeleton: 64,
    cell: (s) => (
      <Group gap={6} wrap="nowrap">
        <SubmissionFormBadge form={s.form} />
        <SubmissionHeldBadge held={s.held} />
      </Group>
    ),
  },
  {
    id: "name",
    header: "Name",
    minWidth: 120,
    skeleton: 110,
    cell: (s) => (
      <Text size="sm" fw={600} lineClamp={1} style={{ wordBreak: "break-word" }}>
        {nameOf(s)}
      </Text>
    ),
  },
  {
    id: "email",
    header: "Email",
    maxWidth: 240,
    skeleton: 160,
    cell: (s) => <SubmissionEmail email={s.email} />,
  },
  {
    id: "message",
    header: "Message",
    minWidth: 160,
    skeleton: "90%",
    cell: (s) => (
      <Text size="sm" c="dimmed" lineClamp={1} style={{ wordBreak: "break-word" }}>
        {messageExcerpt(s.message) || "—"}
      </Text>
    ),
  },
  {
    id: "actions",
    header: "Actions",
    hideHeader: true,
    align: "right",
    skeleton: 56,
    cell: (s, { open }) => (
      <RecordViewButton onOpen={open} label={`View submission from ${nameOf(s)}`}>
        View
      </RecordViewButton>
    ),
  },
];

/** A submission on phones: the name is the card's button, then when, the email and message. */
export function SubmissionCard(s: Submission, { open }: RowContext) {
  return (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <RecordCardTitle onOpen={open}>{nameOf(s)}</RecordCardTitle>
        <Group gap={6} wrap="nowrap">
          <SubmissionHeldBadge held={s.held} />
          <SubmissionFormBadge form={s.form} />
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt={2}>
        <DateTime value={s.created_at} />
      </Text>
      <SubmissionEmail email={s.email} block />
      {s.message ? (
        <Text size="sm" c="dimmed" lineClamp={1} mt={2} style={{ wordBreak: "break-word" }}>
          {messageExcerpt(s.message, 120)}
        </Text>
      ) : null}
    </>
  );
}

export const submissionRowAttributes = (s: Submission) => ({ "data-submission-id": s.id });
