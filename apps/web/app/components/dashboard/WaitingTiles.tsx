import type { NotificationCounts } from "@fooddir/contract";
import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { waitingItems } from "../../lib/notifications/waiting.ts";
import { SectionCard } from "../panel/SectionCard.tsx";
import { CountTile } from "./CountTile.tsx";

type Props = { counts: NotificationCounts | undefined; loading: boolean; failed: boolean };

/**
 * "Waiting for you" (staff): the counts the bell shows, a tile per screen to act on, or
 * "Nothing waiting". Counts that failed to load say so without hiding the rest of the dashboard.
 */
export function WaitingTiles({ counts, loading, failed }: Props) {
  const items = waitingItems(counts);
  return (
    <SectionCard labelledBy="dashboard-waiting-title">
      <Stack gap="sm">
        <Title id="dashboard-waiting-title" order={2} size="h4">
          Waiting for you
        </Title>
        {loading && !counts ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : failed && !counts ? (
          <Text size="sm">What waits could not be loaded. It is asked again every minute.</Text>
        ) : items.length === 0 ? (
          <Group gap="xs">
            <ThemeIcon size={28} radius="xl" variant="light" color="green" aria-hidden>
              <IconChecks size={16} />
            </ThemeIcon>
            <Text size="sm">Nothing waiting.</Text>
          </Group>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {items.map((item) => (
              <CountTile
                key={item.key}
                to={item.to}
                label={item.title}
                value={item.count}
                loading={false}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </SectionCard>
  );
}
