import type { ScheduleStop } from "@fooddir/contract";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { stopSummary } from "../../lib/schedule/summary.ts";

/** A member's stops as series, each in words with its note and an Edit button. */
export function MemberStopList({
  stops,
  onEdit,
}: {
  stops: readonly ScheduleStop[];
  onEdit: (stop: ScheduleStop) => void;
}) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} aria-label="Stops">
      {stops.map((stop) => {
        const summary = stopSummary(stop);
        return (
          <Group
            component="li"
            key={stop.id}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py={6}
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {summary}
              </Text>
              {stop.location.address ? (
                <Text size="xs" c="dimmed">
                  {stop.location.address}
                </Text>
              ) : null}
              {stop.note ? (
                <Text size="xs" c="dimmed">
                  {stop.note}
                </Text>
              ) : null}
            </Stack>
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconPencil size={14} />}
              onClick={() => onEdit(stop)}
              aria-label={`Edit stop: ${summary}`}
            >
              Edit
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
