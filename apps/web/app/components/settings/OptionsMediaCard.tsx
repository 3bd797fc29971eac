import type { MediaItem } from "@fooddir/contract";
import { Box, Button, Center, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { IconPhoto, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { mediaLabel } from "../content/MediaGrid.tsx";
import { MediaPicker } from "../content/MediaPicker.tsx";

type Props = {
  name: string;
  label: string;
  description: string;
  value: MediaItem | null;
  changed: boolean;
  error?: string;
  onChange: (item: MediaItem | null) => void;
};

/** One media option: the current image, Choose (the media library) and Remove. */
export function OptionsMediaCard({
  name,
  label,
  description,
  value,
  changed,
  error,
  onChange,
}: Props) {
  const [picking, setPicking] = useState(false);
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
      <Group wrap="nowrap" gap="md" align="flex-start">
        <Box
          w={88}
          h={88}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden", flexShrink: 0 }}
        >
          {value ? (
            <Image
              src={value.thumbnail_url || value.url}
              alt={value.alt}
              w={88}
              h={88}
              fit="contain"
            />
          ) : (
            <Center h="100%" c="dimmed">
              <IconPhoto size={28} aria-hidden />
            </Center>
          )}
        </Box>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
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
          <Text size="xs" c="dimmed">
            {description}
          </Text>
          <Text size="sm" truncate="end" c={value ? undefined : "dimmed"}>
            {value ? mediaLabel(value) : "No image"}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="light"
              aria-label={`Choose ${label.toLowerCase()}`}
              onClick={() => setPicking(true)}
            >
              Choose
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconX size={14} aria-hidden />}
              disabled={!value}
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={() => onChange(null)}
            >
              Remove
            </Button>
          </Group>
          {error ? (
            <Text id={errorId} size="xs" c="var(--mantine-color-error)">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <MediaPicker
        opened={picking}
        title={`Choose ${label.toLowerCase()}`}
        initial={value}
        onClose={() => setPicking(false)}
        onPick={onChange}
      />
    </Paper>
  );
}
