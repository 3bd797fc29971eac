import type { ListEnvelope, MediaItem } from "@fooddir/contract";
import { ActionIcon, Box, Button, Center, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconEdit, IconPhotoOff, IconTrash } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { MediaGrid, MediaGridSkeleton, mediaLabel } from "../content/MediaGrid.tsx";
import { EmptyState } from "../panel/EmptyState.tsx";

/**
 * The library's items: a skeleton while the first page loads, an error with Retry, an empty
 * state (for the search, or for the library), or the grid with edit-alt and delete per item.
 */
export function MediaLibraryItems({
  list,
  search,
  onEditAlt,
  onDelete,
}: {
  list: UseQueryResult<ListEnvelope<MediaItem>>;
  search: string;
  onEditAlt: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
}) {
  if (list.isPending) return <MediaGridSkeleton />;
  if (list.isError && !list.data) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Text fw={600}>The media library could not be loaded.</Text>
          <Button variant="light" onClick={() => list.refetch()}>
            Retry
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!list.data || list.data.data.length === 0) {
    return (
      <EmptyState
        icon={<IconPhotoOff size={28} />}
        title={search ? "No media matches your search" : "No media yet"}
        text="Upload images with the button or drop them on this page."
      />
    );
  }
  return (
    <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      <MediaGrid
        items={list.data.data}
        actions={(item) => (
          <Group gap={4} mt={6} justify="flex-end">
            <Tooltip label="Edit alt text" withArrow>
              <ActionIcon
                variant="subtle"
                aria-label={`Edit alt text of ${mediaLabel(item)}`}
                onClick={() => onEditAlt(item)}
              >
                <IconEdit size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${mediaLabel(item)}`}
                onClick={() => onDelete(item)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      />
    </Box>
  );
}
