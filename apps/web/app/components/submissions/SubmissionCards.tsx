import { Group, Paper, Skeleton, Stack, Text, UnstyledButton } from "@mantine/core";
import { messageExcerpt } from "../../lib/submissions/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { SubmissionEmail } from "./SubmissionEmail.tsx";
import { SubmissionFormBadge } from "./SubmissionFormBadge.tsx";
import { SubmissionHeldBadge } from "./SubmissionHeldBadge.tsx";
import type { SubmissionListProps } from "./SubmissionTable.tsx";

function CardSkeletons({ count = 4 }: { count?: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <Paper key={i} component="li" withBorder radius="md" p="sm" aria-hidden>
      <Stack gap={8}>
        <Group justify="space-between">
          <Skeleton h={14} w="45%" />
          <Skeleton h={18} w={60} />
        </Group>
        <Skeleton h={12} w="60%" />
        <Skeleton h={12} w="90%" />
      </Stack>
    </Paper>
  ));
}

/**
 * The list on phones: one card per submission. The name is the card's button (keyboard and
 * screen readers); a tap anywhere else on the card does the same.
 */
export function SubmissionCards({ rows, loading, stale, busy, onOpen }: SubmissionListProps) {
  return (
    <Stack
      gap="xs"
      p="sm"
      component="ul"
      aria-label="Submissions"
      aria-busy={busy}
      style={{ listStyle: "none", margin: 0, opacity: stale ? 0.6 : 1 }}
    >
      {loading ? (
        <CardSkeletons />
      ) : (
        rows.map((s) => {
          const name = s.name || "(no name)";
          return (
            <Paper
              key={s.id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              onClick={() => onOpen(s)}
              style={{ cursor: "pointer" }}
              data-submission-id={s.id}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <UnstyledButton
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(s);
                  }}
                  style={{ minWidth: 0 }}
                >
                  <Text fw={600} size="sm" lineClamp={1} style={{ wordBreak: "break-word" }}>
                    {name}
                  </Text>
                </UnstyledButton>
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
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
