import type { MemberCateringRequest } from "@fooddir/contract";
import { Anchor, Box, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { formatEventDate, formatEventHours } from "../../lib/catering-requests/format.ts";
import { eventFacts, formatMoney } from "../../lib/respond.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { AnswerActions } from "./AnswerActions.tsx";
import { AnswerBadge } from "./AnswerBadge.tsx";

type Props = {
  row: MemberCateringRequest;
  currency: string;
  /** The vendor keeps several listings: say which one the request was sent to. */
  showListing: boolean;
};

/** A fact's value keeps the requester's line breaks and wraps long words. */
const FACT_VALUE = { whiteSpace: "pre-wrap", wordBreak: "break-word" } as const;

/** A request as the vendor's list keys it: one row per request and listing it was sent to. */
export const requestKey = (row: MemberCateringRequest) => `${row.request.id}-${row.member.id}`;

const titleIdOf = (row: MemberCateringRequest) => `my-catering-${requestKey(row)}`;

/** The row's attributes: the request's id (e2e tests) and its name, the event's day and hours. */
export const requestRowAttributes = (row: MemberCateringRequest) => ({
  "data-request-id": row.request.id,
  "aria-labelledby": titleIdOf(row),
});

/**
 * One catering request sent to the vendor, a row of My catering's record list: the event, its
 * answer and quote, the contact, the answer buttons.
 */
export function RequestCard({ row, currency, showListing }: Props) {
  const { request } = row;
  const when = `${formatEventDate(request.event_date)}, ${formatEventHours(request)}`;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0, flex: "1 1 200px" }}>
          <Title order={2} size="h5" id={titleIdOf(row)}>
            {when}
          </Title>
          <Text size="xs" c="dimmed">
            {showListing ? `For ${row.member.title} · ` : ""}
            {row.sent_at ? (
              <>
                Sent <DateTime value={row.sent_at} />
              </>
            ) : (
              "Not mailed yet"
            )}
          </Text>
        </div>
        <AnswerBadge row={row} />
      </Group>
      <Box
        component="dl"
        m={0}
        style={{
          display: "grid",
          gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
          gap: "6px 16px",
        }}
      >
        {eventFacts(request, currency, {
          date: formatEventDate(request.event_date),
          hours: formatEventHours(request),
        }).map(([term, value]) => (
          <div key={term} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {term}
            </Text>
            <Text component="dd" size="sm" m={0} style={FACT_VALUE}>
              {value}
            </Text>
          </div>
        ))}
      </Box>
      {row.quote ? (
        <Text size="sm">
          <strong>Your quote: {formatMoney(row.quote.price, currency)}</strong>
          {row.quote.message ? ` · ${row.quote.message}` : ""}
        </Text>
      ) : null}
      {row.contact ? (
        <Text size="sm" component="div">
          <strong>Contact:</strong> {row.contact.name} ·{" "}
          <Anchor href={`mailto:${row.contact.email}`} size="sm">
            {row.contact.email}
          </Anchor>
          {row.contact.phone ? (
            <>
              {" · "}
              <Anchor href={`tel:${row.contact.phone.replace(/[^0-9+]/g, "")}`} size="sm">
                {row.contact.phone}
              </Anchor>
            </>
          ) : null}
        </Text>
      ) : null}
      <Divider />
      <AnswerActions row={row} currency={currency} label={when} />
      {row.open ? (
        <Text size="xs" c="dimmed">
          Answer before <DateTime value={row.expires_at} />.
        </Text>
      ) : null}
    </Stack>
  );
}
