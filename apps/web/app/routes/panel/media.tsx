import type { MediaItem } from "@fooddir/contract";
import {
  ActionIcon,
  Box,
  Button,
  Center,
  FileButton,
  Group,
  Modal,
  Overlay,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconEdit, IconPhotoOff, IconSearch, IconTrash, IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DragEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ConfirmDialog } from "../../components/content/ConfirmDialog.tsx";
import { MediaGrid, MediaGridSkeleton, mediaLabel } from "../../components/content/MediaGrid.tsx";
import { SEARCH_DEBOUNCE_MS } from "../../components/content/MediaPicker.tsx";
import { UploadList } from "../../components/content/UploadList.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { apiErrorBody, apiErrorStatus, showApiError } from "../../lib/api/errors.ts";
import { contentApi } from "../../lib/content/api.ts";
import { formatCount } from "../../lib/content/format.ts";
import { ACCEPTED_IMAGE_TYPES } from "../../lib/media/upload.ts";
import { useMediaPage } from "../../lib/media/use-media-page.ts";
import { useUploads } from "../../lib/media/use-uploads.ts";
import { notify } from "../../lib/notify.ts";

export function meta() {
  return [{ title: "Media" }];
}

export const ErrorBoundary = PanelError;

const PAGE_SIZE = 24;

type Deleting = { item: MediaItem; refusal: string | null } | null;

function AltModal({ item, onClose }: { item: MediaItem | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState("");
  useEffect(() => setAlt(item?.alt ?? ""), [item]);
  const save = useMutation({
    mutationFn: () => contentApi.updateMediaAlt(item!.id, alt.trim()),
    onSuccess: () => {
      notify.success("Alt text saved.");
      void queryClient.invalidateQueries({ queryKey: ["media"] });
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Modal opened={item !== null} onClose={onClose} title="Edit alt text" centered radius="lg">
      <form onSubmit={submit}>
        <Stack gap="md">
          {item ? (
            <Center>
              <img
                src={item.thumbnail_url || item.url}
                alt=""
                style={{ maxWidth: "100%", maxHeight: 200, borderRadius: 8, objectFit: "contain" }}
              />
            </Center>
          ) : null}
          <TextInput
            label="Alt text"
            description="Describes the image for screen readers and search engines."
            value={alt}
            maxLength={500}
            onChange={(e) => setAlt(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function hasFiles(e: DragEvent) {
  return Array.from(e.dataTransfer?.types ?? []).includes("Files");
}

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
      void queryClient.invalidateQueries({ queryKey: ["media"] });
    }
  };

  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const [altItem, setAltItem] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const remove = useMutation({
    meta: { silent: true },
    mutationFn: ({ item, force }: { item: MediaItem; force: boolean }) =>
      contentApi.deleteMedia(item.id, force),
    onSuccess: (_d, { item }) => {
      notify.success(`“${mediaLabel(item)}” deleted.`);
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ["media"] });
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
    <Box
      pos="relative"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setDragging(true);
      }}
      onDragOver={(e) => {
        if (hasFiles(e)) e.preventDefault();
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setDragging(false);
        void startUpload(e.dataTransfer.files);
      }}
      mih="70vh"
    >
      {dragging ? (
        <Overlay fixed blur={2} zIndex={300} center>
          <Paper radius="lg" p="xl" withBorder>
            <Stack align="center" gap="xs">
              <IconUpload size={36} />
              <Text fw={650}>Drop images to upload</Text>
            </Stack>
          </Paper>
        </Overlay>
      ) : null}
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
        <UploadList entries={entries} />
        {list.isPending ? (
          <MediaGridSkeleton />
        ) : list.isError && !list.data ? (
          <Center py="xl">
            <Stack align="center" gap="xs">
              <Text fw={600}>The media library could not be loaded.</Text>
              <Button variant="light" onClick={() => list.refetch()}>
                Retry
              </Button>
            </Stack>
          </Center>
        ) : list.data.data.length === 0 ? (
          <Center py={48}>
            <Stack align="center" gap={8} ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <IconPhotoOff size={28} />
              </ThemeIcon>
              <Text fw={650} size="lg">
                {search ? "No media matches your search" : "No media yet"}
              </Text>
              <Text c="dimmed" size="sm">
                Upload images with the button or drop them on this page.
              </Text>
            </Stack>
          </Center>
        ) : (
          <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            <MediaGrid
              items={list.data.data}
              actions={(item) => (
                <Group gap={4} mt={6} justify="flex-end">
                  <Tooltip label="Edit alt text" withArrow>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit alt text of ${mediaLabel(item)}`}
                      onClick={() => setAltItem(item)}
                    >
                      <IconEdit size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Delete" withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${mediaLabel(item)}`}
                      onClick={() => setDeleting({ item, refusal: null })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            />
          </Box>
        )}
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

      <AltModal item={altItem} onClose={() => setAltItem(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting?.refusal ? "This image is in use" : "Delete this image?"}
        confirmLabel={deleting?.refusal ? "Delete anyway" : "Delete"}
        danger
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && remove.mutate({ item: deleting.item, force: Boolean(deleting.refusal) })
        }
      >
        {deleting?.refusal ? (
          <>
            <Text size="sm" c="red" mb="xs">
              {deleting.refusal}
            </Text>
            Deleting it anyway removes it from every post that uses it.
          </>
        ) : (
          <>
            <strong>{deleting ? mediaLabel(deleting.item) : ""}</strong> will be deleted for good.
          </>
        )}
      </ConfirmDialog>
    </Box>
  );
}
