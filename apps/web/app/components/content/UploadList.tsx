import type { MediaItem } from "@fooddir/contract";
import { Group, Paper, Progress, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconUpload } from "@tabler/icons-react";
import type { UploadEntry } from "../../lib/media/use-uploads.ts";
import { UploadAltField } from "./UploadAltField.tsx";

/**
 * One progress row per file being (or just) uploaded; an uploaded image asks for its alt text
 * in its row (`onAltSaved` gets the image with it).
 */
export function UploadList({
  entries,
  onAltSaved,
}: {
  entries: UploadEntry[];
  onAltSaved?: (item: MediaItem) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={6} aria-label="Uploads" role="list">
      {entries.map((e) => {
        const pct = Math.round(e.progress * 100);
        const color = e.status === "error" ? "red" : e.status === "done" ? "teal" : undefined;
        return (
          <Paper
            key={e.key}
            withBorder
            p="xs"
            radius="md"
            role="listitem"
            data-upload-status={e.status}
          >
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size="sm" variant="light" color={color} aria-hidden>
                {e.status === "error" ? (
                  <IconAlertTriangle size={14} />
                ) : e.status === "done" ? (
                  <IconCheck size={14} />
                ) : (
                  <IconUpload size={14} />
                )}
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                    {e.name}
                  </Text>
                  <Text
                    size="xs"
                    c={e.status === "error" ? "red" : "dimmed"}
                    style={{ flexShrink: 0 }}
                  >
                    {e.status === "done" ? "Uploaded" : e.status === "error" ? "Failed" : `${pct}%`}
                  </Text>
                </Group>
                <Progress
                  value={e.status === "error" ? 100 : pct}
                  color={color}
                  size="sm"
                  animated={e.status === "uploading"}
                  aria-label={`Upload of ${e.name}`}
                />
                {e.error ? (
                  <Text size="xs" c="red">
                    {e.error}
                  </Text>
                ) : null}
                {e.status === "done" && e.item ? (
                  <UploadAltField item={e.item} name={e.name} onSaved={onAltSaved} />
                ) : null}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
