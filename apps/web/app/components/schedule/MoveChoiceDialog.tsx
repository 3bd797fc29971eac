import { dayAndDate } from "@fooddir/contract";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { PendingMove } from "../../lib/schedule/use-stop-moves.ts";

/** "Move only this date or the whole series?" after a recurring stop's occurrence was dragged. */
export function MoveChoiceDialog({
  pending,
  onChoose,
}: {
  pending: PendingMove | null;
  onChoose: (choice: "only" | "series" | null) => void;
}) {
  const to = pending?.to;
  return (
    <Modal
      opened={pending !== null}
      onClose={() => onChoose(null)}
      title="Move only this date or the whole series?"
      centered
      radius="lg"
    >
      <Stack gap="lg">
        <Text size="sm">
          {pending && to
            ? `The stop of ${dayAndDate(pending.occurrence.date)} moves to ${dayAndDate(to.startsAt)}, ${to.startsAt.slice(11, 16)}-${to.endsAt.slice(11, 16)}. Only this date becomes a separate stop; the whole series moves every date by the same amount.`
            : null}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => onChoose(null)} data-autofocus>
            Cancel
          </Button>
          <Button variant="light" onClick={() => onChoose("only")}>
            Only this date
          </Button>
          <Button onClick={() => onChoose("series")}>Whole series</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
