import type { MediaItem } from "@fooddir/contract";
import { Group, Paper, Stack, Text } from "@mantine/core";
import { MediaField } from "../content/MediaField.tsx";

type Props = {
  /** The option: its name (the API's key), label and line of help. */
  field: { name: string; label: string; description: string };
  value: MediaItem | null;
  changed: boolean;
  error?: string;
  onChange: (item: MediaItem | null) => void;
};

/** One media option: the current image, Choose (the media library) and Remove. */
export function OptionsMediaCard({ field, value, changed, error, onChange }: Props) {
  const { name, label, description } = field;
  const titleId = `media-option-${name}`;
  const errorId = `media-option-${name}-error`;
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      component="section"
      aria-labelledby={titleId}
      aria-describedby={error ? errorId : undefined}
      style={error ? { borderColor: "var(--mantine-color-error)" } : undefined}
    >
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          <Text id={titleId} size="sm" fw={600} component="h3" m={0}>
            {label}
          </Text>
          {changed ? (
            <Text size="xs" c="dimmed" fs="italic">
              (unsaved)
            </Text>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" mb={4}>
          {description}
        </Text>
        <MediaField
          label={label}
          value={value}
          onChange={onChange}
          emptyText="No image"
          hideLabel
          fixedActions
        />
        {error ? (
          <Text id={errorId} size="xs" c="var(--mantine-color-error)">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
