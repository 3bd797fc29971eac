import type { CateringMatch } from "@fooddir/contract";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { useMemo } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../lib/catering-requests/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { RecordList } from "../panel/record-list/RecordList.tsx";
import type { RecordColumn } from "../panel/record-list/types.ts";
import { CateringMatchBadge } from "./CateringStatusBadge.tsx";

type Props = { matches: CateringMatch[]; currency: string };

/** A truck's quote: its price in the domain's currency and its message. */
function Quote({ match, currency }: { match: CateringMatch; currency: string }) {
  if (!match.quote) {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
  return (
    <div>
      <Text size="sm" fw={600}>
        {formatMoney(match.quote.price, currency)}
      </Text>
      {match.quote.message ? (
        <Text size="xs" c="dimmed" lineClamp={3} style={{ wordBreak: "break-word" }}>
          {match.quote.message}
        </Text>
      ) : null}
    </div>
  );
}

/** The truck, linked to its member's edit screen, and whether staff added it by hand. */
function Truck({ match }: { match: CateringMatch }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor component={Link} to={`/panel/members/${match.member.id}`} size="sm" fw={600}>
        {match.member.title || "(untitled)"}
      </Anchor>
      {match.manual ? (
        <Badge variant="outline" color="gray" radius="sm" tt="none" size="sm">
          Added by hand
        </Badge>
      ) : null}
    </Group>
  );
}

const when = (value: string | null) => (value ? <DateTime value={value} /> : "Not yet");

function matchColumns(currency: string): RecordColumn<CateringMatch>[] {
  return [
    { id: "truck", header: "Truck", minWidth: 150, cell: (m) => <Truck match={m} /> },
    { id: "score", header: "Score", align: "right", cell: (m) => m.score.toFixed(1) },
    { id: "status", header: "Status", cell: (m) => <CateringMatchBadge status={m.status} /> },
    {
      id: "quote",
      header: "Quote",
      maxWidth: 260,
      cell: (m) => <Quote match={m} currency={currency} />,
    },
    {
      id: "sent",
      header: "Sent",
      nowrap: true,
      cell: (m) => <Text size="sm">{when(m.sent_at)}</Text>,
    },
    {
      id: "answered",
      header: "Answered",
      nowrap: true,
      cell: (m) => <Text size="sm">{when(m.responded_at)}</Text>,
    },
  ];
}

/**
 * The trucks asked, best score first: each links to its member's edit screen. The record list
 * draws them (a table from sm, a card per truck on phones); the detail has them all, so there
 * is no loading, paging or opening a row here.
 */
export function CateringMatchesTable({ matches, currency }: Props) {
  const columns = useMemo(() => matchColumns(currency), [currency]);
  return (
    <RecordList
      label="Matched trucks"
      labelTable
      rows={matches}
      rowKey={(m) => m.member.id}
      rowAttributes={(m) => ({ "data-member-id": m.member.id })}
      columns={columns}
      card={(m) => (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Truck match={m} />
            <CateringMatchBadge status={m.status} />
          </Group>
          <Text size="xs" c="dimmed" mt={2}>
            Score {m.score.toFixed(1)} · Sent: {when(m.sent_at)} · Answered: {when(m.responded_at)}
          </Text>
          <Group gap={6} mt={4} align="flex-start" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Quote:
            </Text>
            <Quote match={m} currency={currency} />
          </Group>
        </>
      )}
      loading={false}
      minWidth={720}
    />
  );
}
