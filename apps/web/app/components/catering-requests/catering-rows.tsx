import type { CateringRequest } from "@fooddir/contract";
import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import {
  formatEventDate,
  formatEventHours,
  formatReceived,
  requestName,
  requestPath,
} from "../../lib/catering-requests/format.ts";
import { formatCount, formatNumber } from "../../lib/content/format.ts";
import type { RecordColumn, RowContext } from "../panel/record-list/types.ts";
import {
  CateringHeldBadge,
  CateringNewBadge,
  CateringStatusBadge,
} from "./CateringStatusBadge.tsx";

/**
 * The name as a link to the request: keyboard and screen reader users open it there (a click
 * anywhere on the row or card does the same); e2e tests follow these links.
 */
function NameLink({ request }: { request: CateringRequest }) {
  return (
    <Anchor
      component={Link}
      to={requestPath(request.id)}
      size="sm"
      fw={600}
      lineClamp={1}
      style={{ wordBreak: "break-word", minWidth: 0 }}
      onClick={(e) => e.stopPropagation()}
    >
      {requestName(request)}
    </Anchor>
  );
}

/** The pipeline's columns; "Received" is shown in the domain's zone. */
export function cateringColumns(timeZone: string): RecordColumn<CateringRequest>[] {
  return [
    {
      id: "received",
      header: "Received",
      nowrap: true,
      skeleton: 110,
      cell: (r) => (
        <>
          <Text size="sm">{formatReceived(r.created_at, timeZone)}</Text>
          <CateringNewBadge opened={r.opened_at} />
        </>
      ),
    },
    {
      id: "event",
      header: "Event",
      nowrap: true,
      skeleton: 150,
      cell: (r) => (
        <>
          <Text size="sm">{formatEventDate(r.event_date)}</Text>
          <Text size="xs" c="dimmed">
            {formatEventHours(r)}
          </Text>
        </>
      ),
    },
    {
      id: "name",
      header: "Name",
      minWidth: 140,
      skeleton: 140,
      cell: (r) => (
        <>
          <NameLink request={r} />
          <Text size="xs" c="dimmed" lineClamp={1}>
            {r.address}
          </Text>
        </>
      ),
    },
    {
      id: "guests",
      header: "Guests",
      align: "right",
      skeleton: 60,
      cell: (r) => formatNumber(r.guests),
    },
    {
      id: "status",
      header: "Status",
      skeleton: 70,
      cell: (r) => (
        <>
          <CateringStatusBadge status={r.status} /> <CateringHeldBadge reason={r.held_reason} />
        </>
      ),
    },
    {
      id: "matches",
      header: "Matched / quoted",
      align: "right",
      nowrap: true,
      skeleton: 80,
      cell: (r) => `${formatNumber(r.matches_count)} / ${formatNumber(r.quotes_count)}`,
    },
  ];
}

/** A request on phones: the name (its link) and badges, the event, the counts, when it came. */
export function cateringCard(timeZone: string) {
  return (r: CateringRequest, _ctx: RowContext) => {
    return (
      <>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <NameLink request={r} />
          <CateringNewBadge opened={r.opened_at} />
          <CateringStatusBadge status={r.status} />
          <CateringHeldBadge reason={r.held_reason} />
        </Group>
        <Text size="sm" mt={2}>
          {formatEventDate(r.event_date)}, {formatEventHours(r)}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {formatCount(r.guests, "guest")} · {formatCount(r.matches_count, "truck")} matched ·{" "}
          {formatCount(r.quotes_count, "quote")}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          Received {formatReceived(r.created_at, timeZone)}
        </Text>
      </>
    );
  };
}

export const cateringRowAttributes = (r: CateringRequest) => ({ "data-request-id": r.id });
