import { Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { CUISINE_EMOJIS, MAX_EMOJI_LENGTH } from "../../lib/cuisine-tags/icon.ts";

const NONE = "none";

/**
 * The tag's icon: one of the offered emojis or none as radio cards (arrow keys move between
 * them, one tab stop for the group), or any other emoji typed below.
 */
export function CuisineEmojiPicker({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (emoji: string) => void;
}) {
  const offered = CUISINE_EMOJIS.some((e) => e.emoji === value);
  const picked = value === "" ? NONE : offered ? value : "";
  const focusable = picked || NONE;
  const card = (key: string, label: string, face: string, faceSize: number) => (
    <Radio.Card
      key={key}
      value={key}
      radius="md"
      p={6}
      aria-label={label}
      tabIndex={key === focusable ? 0 : -1}
      bg={key === picked ? "var(--mantine-primary-color-light)" : undefined}
      style={{ borderWidth: key === picked ? 2 : undefined }}
    >
      <Text ta="center" fz={faceSize} lh={1.3} aria-hidden>
        {face}
      </Text>
    </Radio.Card>
  );
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Icon"
        description="Shown beside the cuisine's name."
        value={picked}
        onChange={(v) => onChange(v === NONE ? "" : v)}
      >
        <SimpleGrid cols={{ base: 6, xs: 9 }} spacing={6} mt={6}>
          {card(NONE, "No icon", "–", 16)}
          {CUISINE_EMOJIS.map((e) => card(e.emoji, e.label, e.emoji, 20))}
        </SimpleGrid>
      </Radio.Group>
      <TextInput
        label="Or type an emoji"
        description="Any single emoji, from your keyboard's emoji picker."
        value={offered ? "" : value}
        error={error}
        maxLength={MAX_EMOJI_LENGTH}
        autoComplete="off"
        spellCheck={false}
        w={{ base: "100%", xs: 240 }}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </Stack>
  );
}
