import { Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { actorName } from "../../lib/audit-log/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { AuditActionBadge, AuditEntityLabel } from "./AuditActionBadge.tsx";
import type { AuditListProps } from "./AuditLogTable.tsx";

function CardSkeletons({ count = 5 }: { count?: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <Paper key={i} component="li" withBorder radius="md" p="sm" aria-hidden>
      <Stack gap={8}>
        <Skeleton h={14} w="85%" />
        <Group gap="xs">
          <Skeleton h={18} w={70} />
          <Skeleton h={18} w={60} />
        </Group>
        <Skeleton h={12} w="50%" />
      </Stack>
    </Paper>
  ));
}

/** The log on phones: one card per entry (summary, action and kind, who and when). */
export function AuditLogCards({ rows, loading, stale, busy }: AuditListProps) {
  return (
    <Stack
      gap="xs"
      p="sm"
      component="ul"
      aria-label="Audit log"
      aria-busy={busy}
      style={{ listStyle: "none", margin: 0, opacity: stale ? 0.6 : 1 }}
    >
      {loading ? (
        <CardSkeletons />
      ) : (
        rows.map((e) => (
          <Paper key={e.id} component="li" withBorder radius="md" p="sm" data-audit-id={e.id}>
            <Text size="sm" fw={600} style={{ wordBreak: "break-word" }}>
              {e.summary || "—"}
            </Text>
            <Group gap={8} mt={6}>
              <AuditActionBadge action={e.action} />
              <AuditEntityLabel entity={e.entity} />
            </Group>
            <Text size="xs" c="dimmed" mt={6}>
              {actorName(e)} · <DateTime value={e.at} />
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
