import { Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ModalActions } from "../panel/ModalActions.tsx";

type Props = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Destructive actions are red. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  cancelLabel?: string;
};

/** A confirmation before a destructive or irreversible action; Cancel has the initial focus. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger = false,
  loading = false,
  onConfirm,
  onClose,
  cancelLabel = "Cancel",
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="lg">
        <Text size="sm" component="div">
          {children}
        </Text>
        <ModalActions
          submitLabel={confirmLabel}
          onSubmit={onConfirm}
          cancelLabel={cancelLabel}
          onCancel={onClose}
          danger={danger}
          loading={loading}
          focusCancel
        />
      </Stack>
    </Modal>
  );
}
