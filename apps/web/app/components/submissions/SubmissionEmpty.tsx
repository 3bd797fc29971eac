import { Button, Center, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconFilterOff, IconInbox } from "@tabler/icons-react";

/** The empty list: none at all yet, or none matching the filters (with Clear). */
export function SubmissionEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Center py={48} px="md">
      <Stack align="center" gap={8} maw={440} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {filtered ? <IconFilterOff size={28} /> : <IconInbox size={28} />}
        </ThemeIcon>
        <Text fw={650} size="lg">
          {filtered ? "No submission matches these filters" : "No submissions yet"}
        </Text>
        <Text c="dimmed" size="sm">
          {filtered
            ? "Try another search, form or date range, or clear the filters."
            : "They arrive when visitors send the join, catering or contact form."}
        </Text>
        {filtered ? (
          <Button
            variant="light"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={onClear}
          >
            Clear filters
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
