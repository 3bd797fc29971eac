import type { CuisineTagListItem } from "@fooddir/contract";
import { Text, ThemeIcon } from "@mantine/core";
import { IconChefHat } from "@tabler/icons-react";
import { formatCount } from "../../lib/content/format.ts";
import { emojiOf } from "../../lib/cuisine-tags/icon.ts";
import { RecordItem } from "../panel/record-list/RecordItem.tsx";

/** A tag's icon: its emoji, or a neutral chef's hat when it has none. */
export function CuisineTagIcon({ iconData }: { iconData: string }) {
  const emoji = emojiOf(iconData);
  return (
    <ThemeIcon variant="light" size="lg" radius="md" color={emoji ? "gray" : undefined} aria-hidden>
      {emoji ? (
        <Text span fz={20} lh={1}>
          {emoji}
        </Text>
      ) : (
        <IconChefHat size={18} />
      )}
    </ThemeIcon>
  );
}

type Tag = CuisineTagListItem;

/** A tag in the cuisine tags list: its icon, title, the members using it, Edit and Delete. */
export function cuisineTagCard({
  onEdit,
  onDelete,
}: {
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
}) {
  return (tag: Tag) => {
    const count = tag.members_count ?? 0;
    return (
      <RecordItem
        icon={<CuisineTagIcon iconData={tag.icon_data} />}
        actions={{
          editLabel: `Edit ${tag.title}`,
          deleteLabel: `Delete ${tag.title}`,
          onEdit: () => onEdit(tag),
          onDelete: () => onDelete(tag),
        }}
      >
        <Text fw={600} size="sm" style={{ wordBreak: "break-word" }} data-testid="tag-title">
          {tag.title}
        </Text>
        <Text size="sm" c="dimmed" data-testid="tag-members">
          {count === 0 ? "No members yet" : `Used by ${formatCount(count, "member")}`}
        </Text>
      </RecordItem>
    );
  };
}

export const cuisineTagRowAttributes = (tag: Tag) => ({ "data-tag-id": tag.id });
