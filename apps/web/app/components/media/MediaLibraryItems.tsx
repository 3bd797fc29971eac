import type { ListEnvelope, MediaItem } from "@fooddir/contract";
import { Box, Button, Center, Group, Stack, Text } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { MediaGrid, MediaGridSkeleton, mediaLabel } from "../content/MediaGrid.tsx";
import { EditDeleteButtons } from "../panel/EditDeleteButtons.tsx";
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
            <EditDeleteButtons
              editLabel={`Edit alt text of ${mediaLabel(item)}`}
              deleteLabel={`Delete ${mediaLabel(item)}`}
              onEdit={() => onEditAlt(item)}
              onDelete={() => onDelete(item)}
              editTip="Edit alt text"
            />
          </Group>
        )}
      />
    </Box>
  );
}
