import type { ListEnvelope, MediaItem } from "@fooddir/contract";
import { Box, Button, Center, Group, Stack, Text } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { MediaGrid, MediaGridSkeleton } from "../content/MediaGrid.tsx";
import { EditDeleteButtons } from "../panel/EditDeleteButtons.tsx";
import { EmptyState } from "../panel/EmptyState.tsx";
import { ListFrame } from "../panel/ListHeader.tsx";
import { RecordList } from "../panel/record-list/RecordList.tsx";
import {
  type MediaRowActions,
  mediaButtons,
  mediaCard,
  mediaColumns,
  mediaRowAttributes,
} from "./media-rows.tsx";

/**
 * The library's items: an error with Retry, an empty state (for the search, or for the library),
 * or the page of images with edit-alt and delete per item: the grid (a skeleton while the first
 * page loads), or with `list` a record list (a table from sm, cards below).
 */
export function MediaLibraryItems({
  list,
  search,
  view,
  ...actions
}: MediaRowActions & {
  list: UseQueryResult<ListEnvelope<MediaItem>>;
  search: string;
  view: "grid" | "list";
}) {
  const items = list.data?.data ?? [];
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
  if (!list.isPending && items.length === 0) {
    return (
      <EmptyState
        icon={<IconPhotoOff size={28} />}
        title={search ? "No media matches your search" : "No media yet"}
        text="Upload images with the button or drop them on this page."
      />
    );
  }
  if (view === "list") {
    return (
      <ListFrame>
        <RecordList
          label="Media"
          labelTable
          columns={mediaColumns(actions)}
          card={mediaCard(actions)}
          rows={items}
          rowKey={(item) => item.id}
          rowAttributes={mediaRowAttributes}
          loading={list.isPending}
          stale={list.isPlaceholderData}
          busy={list.isFetching}
          minWidth={640}
        />
      </ListFrame>
    );
  }
  if (list.isPending) return <MediaGridSkeleton />;
  return (
    <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      <MediaGrid
        items={items}
        actions={(item) => (
          <Group gap={4} mt={6} justify="flex-end">
            <EditDeleteButtons {...mediaButtons(item, actions)} />
          </Group>
        )}
      />
    </Box>
  );
}
