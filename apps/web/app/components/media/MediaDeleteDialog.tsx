import type { MediaItem } from "@fooddir/contract";
import { Text } from "@mantine/core";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { mediaLabel } from "../content/MediaGrid.tsx";

/** An image to delete, and the API's refusal when it is in use (then "Delete anyway"). */
export type MediaDeleting = { item: MediaItem; refusal: string | null } | null;

/** Confirms a delete; after a refusal (image in use) it says why and offers to force it. */
export function MediaDeleteDialog({
  deleting,
  loading,
  onClose,
  onConfirm,
}: {
  deleting: MediaDeleting;
  loading: boolean;
  onClose: () => void;
  onConfirm: (item: MediaItem, force: boolean) => void;
}) {
  return (
    <ConfirmDialog
      opened={deleting !== null}
      title={deleting?.refusal ? "This image is in use" : "Delete this image?"}
      confirmLabel={deleting?.refusal ? "Delete anyway" : "Delete"}
      danger
      loading={loading}
      onClose={onClose}
      onConfirm={() => deleting && onConfirm(deleting.item, Boolean(deleting.refusal))}
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
  );
}
