import { cuisineIconOf } from "@fooddir/contract";

/** Emojis offered for a cuisine's icon (the demo's cuisines and a few more); any other may be typed. */
export const CUISINE_EMOJIS: readonly { emoji: string; label: string }[] = [
  { emoji: "🌮", label: "Taco" },
  { emoji: "🍖", label: "Meat on the bone" },
  { emoji: "🍔", label: "Burger" },
  { emoji: "🍜", label: "Noodles" },
  { emoji: "🥢", label: "Chopsticks" },
  { emoji: "🍕", label: "Pizza" },
  { emoji: "🍛", label: "Curry" },
  { emoji: "🥙", label: "Flatbread" },
  { emoji: "🥗", label: "Salad" },
  { emoji: "🍣", label: "Sushi" },
  { emoji: "🌭", label: "Hot dog" },
  { emoji: "🍟", label: "Fries" },
  { emoji: "🥟", label: "Dumpling" },
  { emoji: "🧇", label: "Waffle" },
  { emoji: "🍦", label: "Ice cream" },
  { emoji: "☕", label: "Coffee" },
];

/** The longest emoji a tag keeps (a few code units: flags and joined emojis are long). */
export const MAX_EMOJI_LENGTH = 16;

/** The emoji a tag shows, or "" for none. */
export function emojiOf(iconData: string | null | undefined): string {
  return cuisineIconOf(iconData).emoji ?? "";
}

/**
 * icon_data for a save: the stored object (its color and anything else kept) with `emoji` set,
 * or without it when `emoji` is empty.
 */
export function iconDataWith(emoji: string, stored: string | null | undefined = "{}"): string {
  let object: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      object = parsed as Record<string, unknown>;
    }
  } catch {
    // An unreadable icon is replaced.
  }
  const { emoji: _old, ...rest } = object;
  const trimmed = emoji.trim();
  return JSON.stringify(trimmed ? { ...rest, emoji: trimmed } : rest);
}

/** A client check of the emoji field: "" when fine (empty is fine: no icon). */
export function emojiError(emoji: string): string {
  const trimmed = emoji.trim();
  if (trimmed.length > MAX_EMOJI_LENGTH) return "Use one emoji.";
  // Letters or digits left once keycaps (1️⃣) and pictographs are taken out are no emoji.
  const rest = trimmed
    .replace(/[0-9#*]\uFE0F?\u20E3/gu, "")
    .replace(/\p{Extended_Pictographic}/gu, "");
  if (/[\p{L}\p{N}]/u.test(rest)) return "Use an emoji, not letters or digits.";
  return "";
}

/** What deleting a tag does to its members, for the confirmation. */
export function deleteConsequence(title: string, membersCount: number | undefined): string {
  const n = membersCount ?? 0;
  if (n === 0) return `No member uses ${title}.`;
  if (n === 1) return `1 member uses ${title}; it will lose this tag.`;
  return `${n.toLocaleString("en-US")} members use ${title}; they will lose this tag.`;
}
