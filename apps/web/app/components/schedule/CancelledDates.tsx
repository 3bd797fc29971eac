import { dayAndDate } from "@fooddir/contract";
import { Button, Group, Input, List, Text } from "@mantine/core";
import { IconRestore } from "@tabler/icons-react";

type Props = {
  dates: string[];
  error?: string;
  onRestore: (date: string) => void;
};

/** The series' cancelled dates, each with a way to restore it (saved with the form). */
export function CancelledDates({ dates, error, onRestore }: Props) {
  if (dates.length === 0 && !error) return null;
  return (
    <Input.Wrapper label="Cancelled dates" error={error}>
      {dates.length === 0 ? (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      ) : (
        <List listStyleType="none" spacing={4} mt={4}>
          {dates.map((date) => (
            <List.Item key={date}>
              <Group gap="sm">
                <Text size="sm">{dayAndDate(date)}</Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconRestore size={14} />}
                  onClick={() => onRestore(date)}
                  aria-label={`Restore ${dayAndDate(date)}`}
                >
                  Restore
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Input.Wrapper>
  );
}
