import type { CateringRequestDetail } from "@fooddir/contract";
import { Anchor, Grid, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import {
  formatBudget,
  formatEventDate,
  formatEventHours,
} from "../../lib/catering-requests/format.ts";
import { formatCount } from "../../lib/content/format.ts";
import { mailto } from "../../lib/submissions/format.ts";
import { TitledCard } from "../panel/SectionCard.tsx";

/** One term and its description; empty values read "None". */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {term}
      </Text>
      <Text
        component="dd"
        m={0}
        size="sm"
        style={{ wordBreak: "break-word", whiteSpace: "pre-line" }}
      >
        {children}
      </Text>
    </div>
  );
}

type Props = { request: CateringRequestDetail; currency: string };

/** The request as the requester sent it: the event, and (staff only) their contact. */
export function CateringRequestSummary({ request, currency }: Props) {
  const coords =
    request.lat != null && request.lng != null
      ? ` (${request.lat.toFixed(4)}, ${request.lng.toFixed(4)})`
      : "";
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <TitledCard id="catering-event-title" size="h4" title="Event" gap="sm">
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
            <Item term="Date">{formatEventDate(request.event_date)}</Item>
            <Item term="Hours">{formatEventHours(request)}</Item>
            <Item term="Guests">{formatCount(request.guests, "guest")}</Item>
            <Item term="Budget">{formatBudget(request, currency)}</Item>
            <Item term="Place">
              {request.address}
              {coords}
            </Item>
            <Item term="Cuisines">
              {request.cuisines.length ? request.cuisines.map((c) => c.name).join(", ") : "Any"}
            </Item>
            <Item term="Dietary needs">
              {request.dietary.length ? request.dietary.join(", ") : "None"}
            </Item>
            <Item term="Notes">{request.notes || "None"}</Item>
            {request.held_reason ? (
              <Item term="Held for review">
                {request.held_reason} No truck was mailed; "Send to matched trucks" mails them.
              </Item>
            ) : null}
          </SimpleGrid>
        </TitledCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TitledCard id="catering-contact-title" size="h4" title="Requester" gap="sm">
          <Stack component="dl" gap="sm" m={0}>
            <Item term="Name">{request.name || "None"}</Item>
            <Item term="Email">
              {request.email ? (
                <Anchor href={mailto(request.email)}>{request.email}</Anchor>
              ) : (
                "None"
              )}
            </Item>
            <Item term="Phone">
              {request.phone ? (
                <Anchor href={`tel:${request.phone.replace(/[^0-9+]/g, "")}`}>
                  {request.phone}
                </Anchor>
              ) : (
                "None"
              )}
            </Item>
          </Stack>
        </TitledCard>
      </Grid.Col>
    </Grid>
  );
}
