import type { CuisineTagListItem } from "@fooddir/contract";
import { Box, Divider, Group, Paper, Skeleton, Text, ThemeIcon } from "@mantine/core";
import { IconChefHat } from "@tabler/icons-react";
import { formatCount } from "../../lib/content/format.ts";
import { emojiOf } from "../../lib/cuisine-tags/icon.ts";
import { EditDeleteButtons } from "../panel/EditDeleteButtons.tsx";

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

function CuisineTagRow({
  tag,
  onEdit,
  onDelete,
}: {
  tag: CuisineTagListItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const count = tag.members_count ?? 0;
  return (
    <Group wrap="nowrap" gap="sm" py="sm" px={{ base: "sm", sm: "md" }} data-tag-id={tag.id}>
      <CuisineTagIcon iconData={tag.icon_data} />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" style={{ wordBreak: "break-word" }} data-testid="tag-title">
          {tag.title}
        </Text>
        <Text size="sm" c="dimmed" data-testid="tag-members">
          {count === 0 ? "No members yet" : `Used by ${formatCount(count, "member")}`}
        </Text>
      </Box>
      <Group gap={2} wrap="nowrap">
        <EditDeleteButtons
          editLabel={`Edit ${tag.title}`}
          deleteLabel={`Delete ${tag.title}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </Group>
    </Group>
  );
}

/** The domain's cuisine tags, each with its icon, title and the members using it. */
export function CuisineTagList({
  tags,
  onEdit,
  onDelete,
}: {
  tags: CuisineTagListItem[];
  onEdit: (tag: CuisineTagListItem) => void;
  onDelete: (tag: CuisineTagListItem) => void;
}) {
  return (
    <Paper withBorder radius="lg" component="ul" aria-label="Cuisine tags" m={0} p={0}>
      {tags.map((tag, i) => (
        <Box component="li" key={tag.id} style={{ listStyle: "none" }}>
          {i > 0 ? <Divider /> : null}
          <CuisineTagRow tag={tag} onEdit={() => onEdit(tag)} onDelete={() => onDelete(tag)} />
        </Box>
      ))}
    </Paper>
  );
}

export function CuisineTagSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" aria-busy="true" aria-label="Loading cuisine tags">
      {[0, 1, 2, 3].map((i) => (
        <Group key={i} gap="sm" py="xs" wrap="nowrap">
          <Skeleton h={34} w={34} radius="md" />
          <Box style={{ flex: 1 }}>
            <Skeleton h={12} w="30%" mb={8} />
            <Skeleton h={10} w="20%" />
          </Box>
        </Group>
      ))}
    </Paper>
  );
}
