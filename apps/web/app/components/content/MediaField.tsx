import type { MediaItem } from "@fooddir/contract";
import { Box, Button, Center, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { IconPhoto, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { MediaAltModal } from "../media/MediaAltModal.tsx";
import { mediaLabel } from "./MediaGrid.tsx";
import { MediaPicker } from "./MediaPicker.tsx";

type FieldProps = {
  label: string;
  value: MediaItem | null;
  onChange: (item: MediaItem | null) => void;
  error?: string;
  /** Shown in place of the file name while no image is chosen. */
  emptyText?: string;
  /** Title of the picker (its accessible name); "Choose <label>" by default. */
  pickerTitle?: string;
  /** Leave out the label above the field, for a card that shows it as its heading. */
  hideLabel?: boolean;
  /** A 160×100 preview showing the whole image, for wide pictures; the row wraps when narrow. */
  wide?: boolean;
  /** The buttons stay put: "Choose" never turns into "Change", Remove is disabled while empty. */
  fixedActions?: boolean;
  /**
   * The image must be described (a poster): one chosen without alt text asks for it first, and
   * is used once it is saved. "Decorative" is no answer here: the API cannot tell an image
   * marked decorative from one never described (both have an empty alt).
   */
  requireAlt?: boolean;
};

/** A form field holding one media item: preview, choose / change (opens the picker), remove. */
export function MediaField({
  label,
  value,
  onChange,
  error,
  emptyText = "No image selected",
  pickerTitle,
  hideLabel = false,
  wide = false,
  fixedActions = false,
  requireAlt = false,
}: FieldProps) {
  const [opened, setOpened] = useState(false);
  const [undescribed, setUndescribed] = useState<MediaItem | null>(null);
  const pick = (item: MediaItem) => {
    if (requireAlt && !item.alt.trim()) setUndescribed(item);
    else onChange(item);
  };
  const preview = wide ? { w: 160, h: 100 } : { w: 72, h: 72 };
  const chooseLabel = value && !fixedActions ? "Change" : "Choose";
  return (
    <Box>
      {hideLabel ? null : (
        <Text size="sm" fw={500} mb={4}>
          {label}
        </Text>
      )}
      <Paper withBorder radius="md" p="sm">
        <Group wrap={wide ? "wrap" : "nowrap"} gap="md" align="center">
          <Box
            w={preview.w}
            h={preview.h}
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden", flexShrink: 0 }}
          >
            {value ? (
              <Image
                src={value.thumbnail_url || value.url}
                alt={value.alt}
                w={preview.w}
                h={preview.h}
                fit={wide ? "contain" : "cover"}
              />
            ) : (
              <Center h="100%" c="dimmed">
                <IconPhoto size={wide ? 30 : 26} aria-hidden />
              </Center>
            )}
          </Box>
          <Stack gap={6} style={{ minWidth: 0, flex: wide ? "1 1 160px" : 1 }}>
            <Text size="sm" truncate="end" c={value ? undefined : "dimmed"}>
              {value ? mediaLabel(value) : emptyText}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() => setOpened(true)}
                aria-label={`${chooseLabel} ${label.toLowerCase()}`}
              >
                {chooseLabel}
              </Button>
              {value || fixedActions ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconX size={14} />}
                  disabled={!value}
                  onClick={() => onChange(null)}
                  aria-label={`Remove ${label.toLowerCase()}`}
                >
                  Remove
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Paper>
      {error ? (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      ) : null}
      <MediaPicker
        opened={opened}
        title={pickerTitle ?? `Choose ${label.toLowerCase()}`}
        initial={value}
        onClose={() => setOpened(false)}
        onPick={pick}
      />
      <MediaAltModal
        item={undescribed}
        required
        title="Describe this image"
        intro={`The ${label.toLowerCase()} needs alt text: describe what it shows.`}
        submitLabel="Save and use"
        onSaved={onChange}
        onClose={() => setUndescribed(null)}
      />
    </Box>
  );
}
