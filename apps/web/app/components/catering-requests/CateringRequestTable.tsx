import type { CateringRequest } from "@fooddir/contract";
import { Anchor, Skeleton, Table, Text } from "@mantine/core";
import { memo } from "react";
import { Link } from "react-router";
import {
  formatEventDate,
  formatEventHours,
  formatReceived,
} from "../../lib/catering-requests/format.ts";
import { formatNumber } from "../../lib/content/format.ts";
import {
  CateringHeldBadge,
  CateringNewBadge,
  CateringStatusBadge,
} from "./CateringStatusBadge.tsx";

/** The requests as the table and the cards show them. */
export type CateringListProps = {
  rows: CateringRequest[];
  loading: boolean;
  /** Rows of the previous query shown while the next loads. */
  stale: boolean;
  busy: boolean;
  /** The domain's zone, in which "Received" is shown. */
  timeZone: string;
  onOpen: (request: CateringRequest) => void;
};

export const requestPath = (id: number) => `/panel/catering-requests/${id}`;
export const requestName = (r: Pick<CateringRequest, "name" | "email">) =>
  r.name || r.email || "(no name)";

const SKELETON_WIDTHS = [110, 150, 140, 60, 70, 80];

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
 * One request. The whole row opens it for mouse users; keyboard and screen reader users reach
 * the same through the name, a link.
 */
const CateringRow = memo(function CateringRow({
  request,
  timeZone,
  onOpen,
}: {
  request: CateringRequest;
  timeZone: string;
  onOpen: (request: CateringRequest) => void;
}) {
  return (
    <Table.Tr
      onClick={() => onOpen(request)}
      style={{ cursor: "pointer" }}
      data-request-id={request.id}
    >
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm">{formatReceived(request.created_at, timeZone)}</Text>
        <CateringNewBadge opened={request.opened_at} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>
        <Text size="sm">{formatEventDate(request.event_date)}</Text>
        <Text size="xs" c="dimmed">
          {formatEventHours(request)}
        </Text>
      </Table.Td>
      <Table.Td style={{ minWidth: 140 }}>
        <Anchor
          component={Link}
          to={requestPath(request.id)}
          size="sm"
          fw={600}
          lineClamp={1}
          style={{ wordBreak: "break-word" }}
          onClick={(e) => e.stopPropagation()}
        >
          {requestName(request)}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {request.address}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{formatNumber(request.guests)}</Table.Td>
      <Table.Td>
        <CateringStatusBadge status={request.status} />{" "}
        <CateringHeldBadge reason={request.held_reason} />
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
        {formatNumber(request.matches_count)} / {formatNumber(request.quotes_count)}
      </Table.Td>
    </Table.Tr>
  );
});

/** The list as a table (from the sm breakpoint; phones get CateringRequestCards). */
export function CateringRequestTable({
  rows,
  loading,
  stale,
  busy,
  timeZone,
  onOpen,
}: CateringListProps) {
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Guests</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Matched / quoted</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: stale ? 0.6 : 1 }}>
          {loading ? (
            <SkeletonRows />
          ) : (
            rows.map((r) => (
              <CateringRow key={r.id} request={r} timeZone={timeZone} onOpen={onOpen} />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
