import type { MediaItem } from "@fooddir/contract";
import { Group, Image, Text } from "@mantine/core";
import type { ComponentProps } from "react";
import { fileSize } from "../../lib/media/list.ts";
import { fileName, mediaLabel } from "../content/MediaGrid.tsx";
import { EditDeleteButtons } from "../panel/EditDeleteButtons.tsx";
import { RecordItem } from "../panel/record-list/RecordItem.tsx";
import type { RecordColumn } from "../panel/record-list/types.ts";

/** What an image's buttons do: open its alt text, ask to delete it. */
export type MediaRowActions = {
  onEditAlt: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
};

/** An image's Edit alt text and Delete buttons, named after it (grid tiles and list rows). */
export const mediaButtons = (
  item: MediaItem,
  { onEditAlt, onDelete }: MediaRowActions,
): ComponentProps<typeof EditDeleteButtons> => ({
  editLabel: `Edit alt text of ${mediaLabel(item)}`,
  deleteLabel: `Delete ${mediaLabel(item)}`,
  onEdit: () => onEditAlt(item),
  onDelete: () => onDelete(item),
  editTip: "Edit alt text",
});

/** The small picture of a row; its alt text is the row's own text beside it. */
function Thumbnail({ item, size }: { item: MediaItem; size: number }) {
  return (
    <Image
      src={item.thumbnail_url || item.url}
      alt=""
      w={size}
      h={size}
      fit="cover"
      radius="sm"
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  );
}

function AltText({ item }: { item: MediaItem }) {
  return item.alt ? (
    <Text size="sm" style={{ wordBreak: "break-word" }}>
      {item.alt}
    </Text>
  ) : (
    <Text size="sm" c="dimmed" fs="italic">
      No alt text
    </Text>
  );
}

/** "14 kB · 800×600": the file's size and the picture's. */
const sizeOf = (item: MediaItem) => `${fileSize(item.size)} · ${item.width}×${item.height}`;

/** The library as a table (from sm): picture, file name, alt text, size, the buttons. */
export function mediaColumns(actions: MediaRowActions): RecordColumn<MediaItem>[] {
  return [
    {
      id: "image",
      header: "Image",
      hideHeader: true,
      width: 64,
      skeleton: 40,
      cell: (item) => <Thumbnail item={item} size={40} />,
    },
    {
      id: "name",
      header: "File name",
      skeleton: 160,
      cell: (item) => (
        <Text size="sm" fw={500} style={{ wordBreak: "break-all" }}>
          {fileName(item)}
        </Text>
      ),
    },
    { id: "alt", header: "Alt text", skeleton: 200, cell: (item) => <AltText item={item} /> },
    { id: "size", header: "Size", nowrap: true, skeleton: 110, cell: (item) => sizeOf(item) },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      align: "right",
      skeleton: 60,
      cell: (item) => (
        <Group gap={2} wrap="nowrap" justify="flex-end">
          <EditDeleteButtons {...mediaButtons(item, actions)} />
        </Group>
      ),
    },
  ];
}

/** An image on phones: its picture, file name, alt text, size and buttons. */
export function mediaCard(actions: MediaRowActions) {
  return (item: MediaItem) => (
    <RecordItem
      align="flex-start"
      icon={<Thumbnail item={item} size={48} />}
      actions={mediaButtons(item, actions)}
    >
      <Text size="sm" fw={600} style={{ wordBreak: "break-all" }}>
        {fileName(item)}
      </Text>
      <AltText item={item} />
      <Text size="xs" c="dimmed">
        {sizeOf(item)}
      </Text>
    </RecordItem>
  );
}

export const mediaRowAttributes = (item: MediaItem) => ({ "data-media-id": item.id });
