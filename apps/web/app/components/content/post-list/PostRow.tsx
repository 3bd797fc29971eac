import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { publicPath } from "@fooddir/contract";
import { ActionIcon, Anchor, Table, Text, Tooltip } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { type CSSProperties, memo } from "react";
import { Link } from "react-router";
import { DateTime } from "../../panel/DateTime.tsx";
import { DragHandle } from "../../panel/DragHandle.tsx";
import { PostStatusBadges } from "../StatusBadge.tsx";
import { PostRowActions, type PostRowProps } from "./PostRowActions.tsx";
import { PostThumbs } from "./PostThumbs.tsx";

/** One post of the list: drag handle, images, title and url, status, dates, actions. */
export const PostRow = memo(function PostRow({
  post,
  config,
  reorderable,
  trash,
  onStatus,
  onTrash,
  onRestore,
  onDestroy,
}: PostRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: post.id, disabled: !reorderable });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: "relative",
    zIndex: isDragging ? 2 : undefined,
    background: isDragging ? "var(--mantine-color-body)" : undefined,
    boxShadow: isDragging ? "var(--mantine-shadow-md)" : undefined,
  };
  const title = post.attributes.title || "(untitled)";
  const editTo = `/panel/${config.section}/${post.id}`;
  return (
    <Table.Tr ref={setNodeRef} style={style} data-post-id={post.id}>
      {!trash ? (
        <Table.Td w={40} pr={0}>
          {reorderable ? (
            <DragHandle
              label={`Reorder ${title}`}
              attributes={attributes}
              listeners={listeners}
              setActivatorNodeRef={setActivatorNodeRef}
            />
          ) : (
            <Tooltip label="Sort by order without filters to reorder" withArrow openDelay={300}>
              <ActionIcon
                variant="transparent"
                color="gray"
                disabled
                aria-label="Reordering unavailable"
              >
                <IconGripVertical size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Table.Td>
      ) : null}
      {config.thumbnails ? (
        <Table.Td w={110} visibleFrom="sm">
          <PostThumbs post={post} />
        </Table.Td>
      ) : null}
      <Table.Td style={{ minWidth: 140 }}>
        {trash ? (
          <Text fw={600} size="sm" lineClamp={1} data-testid="post-title">
            {title}
          </Text>
        ) : (
          <Anchor
            component={Link}
            to={editTo}
            fw={600}
            size="sm"
            lineClamp={1}
            data-testid="post-title"
          >
            {title}
          </Anchor>
        )}
        <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: "break-all" }}>
          {publicPath(post.attributes.url)}
        </Text>
        <PostStatusBadges post={post} trash={trash} hiddenFrom="sm" mt={4} wrap="wrap" />
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: "nowrap" }}>
        <PostStatusBadges post={post} trash={trash} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }} visibleFrom="sm">
        <Text size="sm" fz="xs">
          <DateTime value={post.created_at} />
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }} visibleFrom="sm">
        <Text size="sm" fz="xs">
          <DateTime value={trash ? post.deleted_at : post.updated_at} />
        </Text>
      </Table.Td>
      <Table.Td w={56} ta="right">
        <PostRowActions
          post={post}
          title={title}
          editTo={editTo}
          trash={trash}
          onStatus={onStatus}
          onTrash={onTrash}
          onRestore={onRestore}
          onDestroy={onDestroy}
        />
      </Table.Td>
    </Table.Tr>
  );
});
