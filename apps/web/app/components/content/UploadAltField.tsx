import type { MediaItem } from "@fooddir/contract";
import { Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { contentApi } from "../../lib/content/api.ts";

export const ALT_REQUIRED_MESSAGE = "Describe the image, or mark it as decorative.";

/**
 * The alt text of an image just uploaded, asked for in its upload row: a description, or
 * "decorative" (no alt text, for an image that adds nothing a reader needs). Saved on its own
 * with Save; until then the image keeps the empty alt it was uploaded with.
 */
export function UploadAltField({
  item,
  name,
  onSaved,
}: {
  item: MediaItem;
  /** The uploaded file's name, naming the field for screen readers. */
  name: string;
  onSaved?: (item: MediaItem) => void;
}) {
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<"alt" | "decorative" | null>(null);
  const save = useMutation({
    mutationFn: (text: string) => contentApi.updateMediaAlt(item.id, text),
    onSuccess: (updated) => {
      setSaved(updated.alt ? "alt" : "decorative");
      onSaved?.(updated);
    },
  });

  if (saved) {
    return (
      <Group gap={6} wrap="nowrap">
        <IconCheck size={14} aria-hidden />
        <Text size="xs" c="dimmed" role="status">
          {saved === "alt" ? `Alt text saved: “${alt.trim()}”` : "Marked as decorative"}
        </Text>
      </Group>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const text = decorative ? "" : alt.trim();
    if (!decorative && !text) {
      setError(ALT_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    save.mutate(text);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Alt text of ${name}`}>
      <Stack gap={6}>
        <TextInput
          size="xs"
          label={`Alt text for ${name}`}
          description="What the image shows, for screen readers and search engines."
          value={alt}
          maxLength={500}
          disabled={decorative}
          error={error}
          onChange={(e) => setAlt(e.currentTarget.value)}
        />
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Checkbox
            size="xs"
            label="Decorative image (no alt text)"
            checked={decorative}
            onChange={(e) => {
              setDecorative(e.currentTarget.checked);
              setError(null);
            }}
          />
          <Button type="submit" size="xs" variant="light" loading={save.isPending}>
            Save alt text
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
