import type { AuditEntry } from "@fooddir/contract";
import { Group, Text } from "@mantine/core";
import { actorName } from "../../lib/audit-log/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { dateTimeColumn } from "../panel/record-list/columns.tsx";
import type { RecordColumn } from "../panel/record-list/types.ts";
import { AuditActionBadge, AuditEntityLabel } from "./AuditActionBadge.tsx";

/** The log's table columns (read-only: no row opens). */
export const AUDIT_COLUMNS: RecordColumn<AuditEntry>[] = [
  dateTimeColumn("when", "When", (e) => e.at),
  {
    id: "who",
    header: "Who",
    minWidth: 120,
    skeleton: 120,
    cell: (e) => (
      <Text size="sm" fw={e.user ? 600 : undefined} c={e.user ? undefined : "dimmed"}>
        {actorName(e)}
      </Text>
    ),
  },
  {
    id: "action",
    header: "Action",
    nowrap: true,
    skeleton: 90,
    cell: (e) => <AuditActionBadge action={e.action} />,
  },
  {
    id: "kind",
    header: "Kind",
    nowrap: true,
    skeleton: 80,
    cell: (e) => <AuditEntityLabel entity={e.entity} />,
  },
  {
    id: "summary",
    header: "Summary",
    minWidth: 220,
    skeleton: "90%",
    cell: (e) => (
      <Text size="sm" style={{ wordBreak: "break-word" }}>
        {e.summary || "—"}
      </Text>
    ),
  },
];

/** An entry on phones: the summary, action and kind, who and when. */
export function AuditCard(e: AuditEntry) {
  return (
    <>
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
    </>
  );
}

export const auditRowAttributes = (e: AuditEntry) => ({ "data-audit-id": e.id });
