import type { Revision } from "@fooddir/contract";
import { Modal, Stack, Text } from "@mantine/core";
import { ModalActions } from "../panel/ModalActions.tsx";
import { RevisionDiff } from "./RevisionDiff.tsx";
import { revisionWhen } from "./RevisionTable.tsx";

/**
 * "Restore this version?": what will change (the live version against the chosen one) before
 * the post is overwritten. Cancel has the initial focus.
 */
export function RestoreDialog({
  postId,
  revision,
  currentId,
  restoring,
  onConfirm,
  onClose,
}: {
  postId: number;
  /** The version to restore; the dialog is open while it is set. */
  revision: Revision | null;
  currentId: number | null;
  restoring: boolean;
  onConfirm: (revision: Revision) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={revision !== null}
      onClose={onClose}
      title="Restore this version?"
      size="lg"
      centered
      radius="lg"
    >
      {revision ? (
        <Stack gap="lg">
          <Text size="sm">
            The post goes back to the version of {revisionWhen(revision)} (its order, trash and
            schedule stay as they are); this is recorded as a new version, so it can be undone.
            Changes not saved on the Details tab are lost. What will change:
          </Text>
          {currentId !== null ? (
            <RevisionDiff postId={postId} fromId={currentId} toId={revision.id} restore />
          ) : null}
          <ModalActions
            submitLabel="Restore this version"
            onSubmit={() => onConfirm(revision)}
            onCancel={onClose}
            cancelDisabled={restoring}
            loading={restoring}
            focusCancel
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
