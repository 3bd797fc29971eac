import { Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { Ref } from "react";

type Props = {
  /** The list's own error from the API (its field key), shown above the button. */
  error?: string;
  addRef: Ref<HTMLButtonElement>;
  /** The list holds its most rows: the button is off and `limit` says why. */
  full: boolean;
  onAdd: () => void;
  label: string;
  limit: string;
  /** A smaller, lighter button (inside a card). */
  compact?: boolean;
};

/** The foot of an editable list of the profile: its error, the add button and its limit. */
export function AddRowFooter({ error, addRef, full, onAdd, label, limit, compact }: Props) {
  return (
    <>
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      ) : null}
      <Group>
        <Button
          ref={addRef}
          variant={compact ? "light" : "default"}
          size={compact ? "xs" : undefined}
          leftSection={<IconPlus size={compact ? 14 : 16} />}
          disabled={full}
          onClick={onAdd}
        >
          {label}
        </Button>
        {full ? (
          <Text size="xs" c="dimmed">
            {limit}
          </Text>
        ) : null}
      </Group>
    </>
  );
}
