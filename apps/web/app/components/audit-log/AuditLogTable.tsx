import type { AuditEntry } from "@fooddir/contract";
import { Skeleton, Table, Text } from "@mantine/core";
import { memo } from "react";
import { actorName } from "../../lib/audit-log/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { AuditActionBadge, AuditEntityLabel } from "./AuditActionBadge.tsx";

/** The entries as the table (wide screens) and the cards (narrow ones) show them. */
export type AuditListProps = {
  rows: AuditEntry[];
  loading: boolean;
  /** Rows of the previous query shown while the next loads. */
  stale: boolean;
  busy: boolean;
};

const SKELETON_WIDTHS = [110, 120, 90, 80, "90%"];

function SkeletonRows({ rows = 8 }: { rows?: number }) {
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

const AuditRow = memo(function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Tr data-audit-id={entry.id}>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm" fz="xs">
          <DateTime value={entry.at} />
        </Text>
      </Table.Td>
      <Table.Td style={{ minWidth: 120 }}>
        <Text size="sm" fw={entry.user ? 600 : undefined} c={entry.user ? undefined : "dimmed"}>
          {actorName(entry)}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <AuditActionBadge action={entry.action} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <AuditEntityLabel entity={entry.entity} />
      </Table.Td>
      <Table.Td style={{ minWidth: 220 }}>
        <Text size="sm" style={{ wordBreak: "break-word" }}>
          {entry.summary || "—"}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
});

/** The log as a table (from the sm breakpoint; phones get AuditLogCards). Read-only. */
export function AuditLogTable({ rows, loading, stale, busy }: AuditListProps) {
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" aria-busy={busy} aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Summary</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: stale ? 0.6 : 1 }}>
          {loading ? <SkeletonRows /> : rows.map((e) => <AuditRow key={e.id} entry={e} />)}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
