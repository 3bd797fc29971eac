import type { MediaItem } from "@fooddir/contract";
import { Box, Button, Center, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { IconPhoto, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { mediaLabel } from "../content/MediaGrid.tsx";
import { MediaPicker } from "../content/MediaPicker.tsx";

type Props = {
  value: MediaItem | null;
  error?: string;
  onChange: (item: MediaItem | null) => void;
};

/** The truck image of the not-found page: a preview card with Choose / Remove. */
export function NotFoundTruckImage({ value, error, onChange }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        Truck image
      </Text>
      <Paper withBorder radius="md" p="sm">
        <Group gap="md" align="center" wrap="wrap">
          <Box
            w={160}
            h={100}
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden", flexShrink: 0 }}
          >
            {value ? (
              <Image
                src={value.thumbnail_url || value.url}
                alt={value.alt}
                w={160}
                h={100}
                fit="contain"
              />
            ) : (
              <Center h="100%" c="dimmed">
                <IconPhoto size={30} aria-hidden />
              </Center>
            )}
          </Box>
          <Stack gap={6} style={{ minWidth: 0, flex: "1 1 160px" }}>
            <Text size="sm" truncate="end" c={value ? undefined : "dimmed"}>
              {value ? mediaLabel(value) : "No image: the page shows without a truck."}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                aria-label={`${value ? "Change" : "Choose"} truck image`}
                onClick={() => setOpened(true)}
              >
                {value ? "Change" : "Choose"}
              </Button>
              {value ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={14} />}
                  aria-label="Remove truck image"
                  onClick={() => onChange(null)}
                >
                  Remove
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Paper>
      {error ? (
        <Text size="xs" c="red" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
      <MediaPicker
        opened={opened}
        title="Choose the truck image"
        initial={value}
        onClose={() => setOpened(false)}
        onPick={onChange}
      />
    </div>
  );
}
