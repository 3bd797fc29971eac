import { Anchor, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import {
  formatEventDate,
  formatEventHours,
  formatReceived,
} from "../../lib/catering-requests/format.ts";
import { formatCount } from "../../lib/content/format.ts";
import { type CateringListProps, requestName, requestPath } from "./CateringRequestTable.tsx";
import {
  CateringHeldBadge,
  CateringNewBadge,
  CateringStatusBadge,
} from "./CateringStatusBadge.tsx";

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
        <Skeleton h={12} w="80%" />
      </Stack>
    </Paper>
  ));
}

/**
 * The list on phones: one card per request. The name is the card's link (keyboard and screen
 * readers); a tap anywhere else on the card does the same.
 */
export function CateringRequestCards({
  rows,
  loading,
  stale,
  busy,
  timeZone,
  onOpen,
}: CateringListProps) {
  return (
    <Stack
      gap="xs"
      p="sm"
      component="ul"
      aria-label="Catering requests"
      aria-busy={busy}
      style={{ listStyle: "none", margin: 0, opacity: stale ? 0.6 : 1 }}
    >
      {loading ? (
        <CardSkeletons />
      ) : (
        rows.map((r) => (
          <Paper
            key={r.id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            onClick={() => onOpen(r)}
            style={{ cursor: "pointer" }}
            data-request-id={r.id}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Anchor
                component={Link}
                to={requestPath(r.id)}
                size="sm"
                fw={600}
                lineClamp={1}
                style={{ wordBreak: "break-word", minWidth: 0 }}
                onClick={(e) => e.stopPropagation()}
              >
                {requestName(r)}
              </Anchor>
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
          </Paper>
        ))
      )}
    </Stack>
  );
}
