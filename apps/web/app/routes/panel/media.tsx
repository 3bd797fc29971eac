import type { MediaItem } from "@fooddir/contract";
import {
  Button,
  FileButton,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconSearch, IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { mediaLabel } from "../../components/content/MediaGrid.tsx";
import { UploadList } from "../../components/content/UploadList.tsx";
import { MediaAltModal } from "../../components/media/MediaAltModal.tsx";
import {
  MediaDeleteDialog,
  type MediaDeleting,
} from "../../components/media/MediaDeleteDialog.tsx";
import { MediaDropZone } from "../../components/media/MediaDropZone.tsx";
import { MediaLibraryItems } from "../../components/media/MediaLibraryItems.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { useRecordList } from "../../components/panel/record-list/use-record-list.ts";
import { apiErrorBody, apiErrorStatus, showApiError } from "../../lib/api/errors.ts";
import { contentApi, contentKeys } from "../../lib/content/api.ts";
import { formatCount } from "../../lib/content/format.ts";
import { mediaList } from "../../lib/media/list.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../lib/media/upload.ts";
import { useUploads } from "../../lib/media/use-uploads.ts";
import { useUrlSearchField } from "../../lib/navigation/use-url-filters.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "Media" }];
}

export const ErrorBoundary = PanelError;

const VIEWS = [
  { value: "grid", label: "Grid" },
  { value: "list", label: "List" },
];

/**
 * /panel/media: the media library (contract "Media"), a page of 24 images as a grid, or with
 * `?view=list` as a record list (a table from sm, cards below). Its URL state is the record
 * list's (lib/media/list.ts): the search, the view and the page.
 */
export default function MediaLibrary() {
  const queryClient = useQueryClient();
  const screen = useRecordList(mediaList, {
    queryKey: contentKeys.media,
    fetch: contentApi.listMedia,
  });
  const { state, apply } = screen;
  const [searchInput, onSearchInput] = useUrlSearchField(state.search, (search) =>
    apply({ search }, true),
  );

  const { entries, upload } = useUploads();
  const startUpload = async (files: File[] | FileList | null) => {
    const results = await upload(files);
    const done = results.filter(Boolean).length;
    if (done > 0) {
      notify.success(done === 1 ? "Image uploaded." : `${done} images uploaded.`);
      void queryClient.invalidateQueries({ queryKey: contentKeys.mediaAll });
    }
  };

  const [altItem, setAltItem] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaDeleting>(null);

  const remove = useMutation({
    meta: { silent: true },
    mutationFn: ({ item, force }: { item: MediaItem; force: boolean }) =>
      contentApi.deleteMedia(item.id, force),
    onSuccess: (_d, { item }) => {
      notify.success(`“${mediaLabel(item)}” deleted.`);
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: contentKeys.mediaAll });
    },
    onError: (error, { item, force }) => {
      const status = apiErrorStatus(error) ?? 0;
      const message = apiErrorBody(error)?.message;
      // Refused because the image is in use: say so and offer to delete it anyway.
      if (!force && status >= 400 && status < 500 && status !== 401 && status !== 404 && message) {
        setDeleting({ item, refusal: message });
      } else {
        showApiError(error);
        setDeleting(null);
      }
    },
  });

  return (
    <MediaDropZone onFiles={(files) => void startUpload(files)}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              Media
            </Title>
            <Text c="dimmed" size="sm" aria-live="polite">
              {screen.loading ? "Loading…" : formatCount(screen.total, "item")}
            </Text>
          </div>
          <FileButton
            onChange={(files) => void startUpload(files)}
            accept={ACCEPTED_IMAGE_TYPES.join(",")}
            multiple
          >
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />}>
                Upload images
              </Button>
            )}
          </FileButton>
        </Group>
        <Paper withBorder radius="lg" p="sm">
          <Group gap="sm" wrap="wrap">
            <TextInput
              style={{ flex: "1 1 220px" }}
              placeholder="Search by name or alt text"
              aria-label="Search media"
              leftSection={<IconSearch size={16} />}
              value={searchInput}
              onChange={(e) => onSearchInput(e.currentTarget.value)}
            />
            <Text size="xs" c="dimmed" visibleFrom="sm">
              Tip: drop image files anywhere on this page to upload them.
            </Text>
            <SegmentedControl
              aria-label="View"
              data={VIEWS}
              value={state.view ?? "grid"}
              onChange={(view) =>
                apply({ view: view === "list" ? "list" : null, page: state.page })
              }
            />
          </Group>
        </Paper>
        <UploadList
          entries={entries}
          onAltSaved={() => void queryClient.invalidateQueries({ queryKey: contentKeys.mediaAll })}
        />
        <MediaLibraryItems
          list={screen.result}
          search={state.search}
          view={state.view ?? "grid"}
          onEditAlt={setAltItem}
          onDelete={(item) => setDeleting({ item, refusal: null })}
        />
        {screen.pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={screen.pages}
              value={Math.min(state.page, screen.pages)}
              onChange={(page) => apply({ page })}
            />
          </Group>
        ) : null}
      </Stack>

      <MediaAltModal item={altItem} onClose={() => setAltItem(null)} />
      <MediaDeleteDialog
        deleting={deleting}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={(item, force) => remove.mutate({ item, force })}
      />
    </MediaDropZone>
  );
}
