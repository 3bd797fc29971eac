import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconDeviceFloppy, IconPointFilled } from "@tabler/icons-react";

type Props = { dirty: boolean; saving: boolean; dropped: number; onDiscard: () => void };

/** The top of the not-found form: the unsaved-changes status, Discard and Save (submit). */
export function NotFoundSaveBar({ dirty, saving, dropped, onDiscard }: Props) {
  return (
    <>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ flex: "1 1 240px" }}>
          <Text size="sm" c="dimmed">
            What visitors see when a page of this domain does not exist.
          </Text>
          <Group gap={4} role="status" mih={22}>
            {dirty ? (
              <>
                <IconPointFilled size={16} color="var(--mantine-color-orange-filled)" aria-hidden />
                <Text size="sm" fw={600}>
                  Unsaved changes
                </Text>
              </>
            ) : null}
          </Group>
        </Stack>
        <Group gap="sm">
          <Button variant="default" disabled={!dirty || saving} onClick={onDiscard}>
            Discard
          </Button>
          <Button
            type="submit"
            loading={saving}
            disabled={!dirty && dropped === 0}
            leftSection={<IconDeviceFloppy size={16} />}
          >
            Save
          </Button>
        </Group>
      </Group>
      {dropped > 0 ? (
        <Alert variant="light" color="yellow" title="Some featured members are gone">
          {dropped === 1
            ? "1 featured member no longer exists"
            : `${dropped} featured members no longer exist`}{" "}
          and {dropped === 1 ? "was" : "were"} left out. Save to store the cleaned list.
        </Alert>
      ) : null}
    </>
  );
}
