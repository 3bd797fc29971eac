import { dayAndDate, type ScheduleOccurrence, type ScheduleStop } from "@fooddir/contract";
import { Button, Modal, Stack, Text } from "@mantine/core";
import { IconCalendarX, IconPencil, IconTrash } from "@tabler/icons-react";
import { hoursOf, stopSummary } from "../../lib/schedule/summary.ts";
import { eventTitle } from "../../lib/schedule/week-events.ts";

type Props = {
  occurrence: ScheduleOccurrence | null;
  stop: ScheduleStop | undefined;
  onClose: () => void;
  onEdit: (stop: ScheduleStop) => void;
  onCancelDate: (stop: ScheduleStop, occurrence: ScheduleOccurrence) => void;
  onDelete: (stop: ScheduleStop) => void;
};

/** What a click on an event offers: edit the series, cancel this date, delete the series. */
export function OccurrenceMenu({
  occurrence,
  stop,
  onClose,
  onEdit,
  onCancelDate,
  onDelete,
}: Props) {
  const series = Boolean(stop?.rrule);
  return (
    <Modal
      opened={occurrence !== null}
      onClose={onClose}
      title={occurrence ? eventTitle(occurrence) : "Stop"}
      centered
      radius="lg"
      size="sm"
    >
      {occurrence ? (
        <Stack gap="md">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {dayAndDate(occurrence.date)}, {hoursOf(occurrence.starts_at, occurrence.ends_at)}
            </Text>
            {stop ? (
              <Text size="sm" c="dimmed">
                {stopSummary(stop)}
              </Text>
            ) : null}
            {occurrence.note ? <Text size="sm">{occurrence.note}</Text> : null}
          </Stack>
          {stop ? (
            <Stack gap="xs">
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => onEdit(stop)}
                data-autofocus
              >
                {series ? "Edit series" : "Edit stop"}
              </Button>
              {series ? (
                <Button
                  variant="default"
                  leftSection={<IconCalendarX size={16} />}
                  onClick={() => onCancelDate(stop, occurrence)}
                >
                  Cancel this date
                </Button>
              ) : null}
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => onDelete(stop)}
              >
                {series ? "Delete series" : "Delete stop"}
              </Button>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
