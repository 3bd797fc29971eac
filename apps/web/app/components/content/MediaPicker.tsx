import type { MediaItem } from "@fooddir/contract";
import { Button, FileButton, Group, Pagination, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPhotoOff, IconSearch, IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { contentKeys } from "../../lib/content/api.ts";
import { formatCount } from "../../lib/content/format.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../lib/media/upload.ts";
import { useMediaPage } from "../../lib/media/use-media-page.ts";
import { useUploads } from "../../lib/media/use-uploads.ts";
import { SEARCH_DEBOUNCE_MS } from "../../lib/navigation/use-url-filters.ts";
import { EmptyState } from "../panel/EmptyState.tsx";
import { ModalActions } from "../panel/ModalActions.tsx";
import { ScrollModal } from "../panel/ScrollModal.tsx";
import { MediaGrid, MediaGridSkeleton } from "./MediaGrid.tsx";
import { UploadList } from "./UploadList.tsx";

const PICKER_PAGE = 24;

type PickerProps = {
  opened: boolean;
  title: string;
  initial: MediaItem | null;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
};

/**
 * The media library in a modal: search, page, select, upload with progress (then the alt text).
 * Only the grid scrolls: the search and "Use selected image" stay in view at any window height.
 */
export function MediaPicker({ opened, title, initial, onClose, onPick }: PickerProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaItem | null>(initial);

  useEffect(() => {
    if (opened) setSelected(initial);
  }, [opened, initial]);

  const { list, total, pages } = useMediaPage({
    search: debounced,
    page,
    pageSize: PICKER_PAGE,
    enabled: opened,
  });
  const onUploaded = useCallback(
    (item: MediaItem) => {
      setSelected(item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.mediaAll });
    },
    [queryClient],
  );
  const { entries, upload, clearFinished } = useUploads(onUploaded);
  // An alt text written right after the upload: the selection carries it too.
  const onAltSaved = useCallback(
    (item: MediaItem) => {
      setSelected((current) => (current?.id === item.id ? item : current));
      void queryClient.invalidateQueries({ queryKey: contentKeys.mediaAll });
    },
    [queryClient],
  );

  const close = () => {
    clearFinished();
    onClose();
  };

  const toolbar = (
    <Group gap="sm" wrap="wrap">
      <TextInput
        style={{ flex: 1, minWidth: 180 }}
        placeholder="Search media"
        aria-label="Search media"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <FileButton
        onChange={(files) => void upload(files)}
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        multiple
      >
        {(props) => (
          <Button {...props} leftSection={<IconUpload size={16} />} variant="light">
            Upload
          </Button>
        )}
      </FileButton>
    </Group>
  );
  const footer = (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {formatCount(total, "item")}
      </Text>
      <ModalActions
        submitLabel="Use selected image"
        onCancel={close}
        disabled={!selected}
        onSubmit={() => {
          if (selected) onPick(selected);
          close();
        }}
      />
    </Group>
  );

  return (
    <ScrollModal opened={opened} onClose={close} title={title} top={toolbar} footer={footer}>
      <Stack gap="md">
        <UploadList entries={entries} onAltSaved={onAltSaved} />
        {list.isPending ? (
          <MediaGridSkeleton count={8} />
        ) : list.isError ? (
          <Text c="red" size="sm">
            The media library could not be loaded.
          </Text>
        ) : list.data.data.length === 0 ? (
          <EmptyState
            compact
            icon={<IconPhotoOff size={26} />}
            title={debounced ? "No media matches your search" : "No media yet"}
            text="Upload an image to use it here."
          />
        ) : (
          <MediaGrid
            items={list.data.data}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
            cols={{ base: 2, sm: 3, md: 4 }}
          />
        )}
        {pages > 1 ? (
          <Group justify="center">
            <Pagination size="sm" total={pages} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
    </ScrollModal>
  );
}
