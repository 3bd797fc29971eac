import { dayAndDate, type ScheduleOccurrence } from "@fooddir/contract";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconCalendarX } from "@tabler/icons-react";
import { hoursOf } from "../../lib/schedule/summary.ts";

/** The next dates of a member's stops, each with "Cancel this date". */
export function NextDatesList({
  occurrences,
  onCancel,
}: {
  occurrences: readonly ScheduleOccurrence[];
  onCancel: (occurrence: ScheduleOccurrence) => void;
}) {
  if (occurrences.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No dates in the next 8 weeks.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }} aria-label="Next dates">
      {occurrences.map((o) => {
        const when = `${dayAndDate(o.date)}, ${hoursOf(o.starts_at, o.ends_at)}`;
        return (
          <Group component="li" key={`${o.stop_id}-${o.date}`} justify="space-between" gap="sm">
            <Text size="sm">
              {when}{" "}
              <Text span c="dimmed" size="sm">
                at {o.location.name}
              </Text>
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconCalendarX size={14} />}
              onClick={() => onCancel(o)}
              aria-label={`Cancel this date: ${when} at ${o.location.name}`}
            >
              Cancel this date
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
