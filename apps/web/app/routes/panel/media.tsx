import type { MediaItem } from "@fooddir/contract";
import {
  Button,
  FileButton,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch, IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
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
import { apiErrorBody, apiErrorStatus, showApiError } from "../../lib/api/errors.ts";
import { contentApi, contentKeys } from "../../lib/content/api.ts";
import { formatCount } from "../../lib/content/format.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../lib/media/upload.ts";
import { useMediaPage } from "../../lib/media/use-media-page.ts";
import { useUploads } from "../../lib/media/use-uploads.ts";
import { SEARCH_DEBOUNCE_MS } from "../../lib/navigation/use-url-filters.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "Media" }];
}

export const ErrorBoundary = PanelError;

const PAGE_SIZE = 24;

/** /panel/media: the media library (contract "Media"). */
export default function MediaLibrary() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [searchInput, setSearchInput] = useState(search);
  const setQuery = (q: string, p: number, replace = false) => {
    const next = new URLSearchParams();
    if (q.trim()) next.set("q", q);
    if (p > 1) next.set("page", String(p));
    setParams(next, { replace, preventScrollReset: true });
  };
  const applySearch = useDebouncedCallback((q: string) => setQuery(q, 1, true), SEARCH_DEBOUNCE_MS);

  const { list, total, pages } = useMediaPage({ search, page, pageSize: PAGE_SIZE });

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
              {list.isPending ? "Loading…" : formatCount(total, "item")}
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
              onChange={(e) => {
                setSearchInput(e.currentTarget.value);
                applySearch(e.currentTarget.value);
              }}
            />
            <Text size="xs" c="dimmed" visibleFrom="sm">
              Tip: drop image files anywhere on this page to upload them.
            </Text>
          </Group>
        </Paper>
        <UploadList
          entries={entries}
          onAltSaved={() => void queryClient.invalidateQueries({ queryKey: contentKeys.mediaAll })}
        />
        <MediaLibraryItems
          list={list}
          search={search}
          onEditAlt={setAltItem}
          onDelete={(item) => setDeleting({ item, refusal: null })}
        />
        {pages > 1 ? (
          <Group justify="center">
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={(p) => setQuery(search, p)}
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
