import type { CateringMatch } from "@fooddir/contract";
import { Anchor, Badge, Group, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatMoney } from "../../lib/catering-requests/format.ts";
import { DateTime } from "../panel/DateTime.tsx";
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

/** The trucks asked, best score first: each links to its member's edit screen. */
export function CateringMatchesTable({ matches, currency }: Props) {
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table verticalSpacing="sm" aria-label="Matched trucks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Truck</Table.Th>
            <Table.Th ta="right">Score</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Quote</Table.Th>
            <Table.Th>Sent</Table.Th>
            <Table.Th>Answered</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matches.map((m) => (
            <Table.Tr key={m.member.id} data-member-id={m.member.id}>
              <Table.Td style={{ minWidth: 150 }}>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/panel/members/${m.member.id}`} size="sm" fw={600}>
                    {m.member.title || "(untitled)"}
                  </Anchor>
                  {m.manual ? (
                    <Badge variant="outline" color="gray" radius="sm" tt="none" size="sm">
                      Added by hand
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td ta="right">{m.score.toFixed(1)}</Table.Td>
              <Table.Td>
                <CateringMatchBadge status={m.status} />
              </Table.Td>
              <Table.Td style={{ maxWidth: 260 }}>
                <Quote match={m} currency={currency} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Text size="sm">{m.sent_at ? <DateTime value={m.sent_at} /> : "Not yet"}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Text size="sm">
                  {m.responded_at ? <DateTime value={m.responded_at} /> : "Not yet"}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
