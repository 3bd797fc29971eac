import { Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { ModalActions, type ModalActionsProps } from "../panel/ModalActions.tsx";

type Props = Pick<ModalActionsProps, "danger" | "loading" | "cancelLabel"> & {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** A confirmation before a destructive or irreversible action; Cancel has the initial focus. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  ...actions
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="lg">
        <Text size="sm" component="div">
          {children}
        </Text>
        <ModalActions
          {...actions}
          submitLabel={confirmLabel}
          onSubmit={onConfirm}
          onCancel={onClose}
          focusCancel
        />
      </Stack>
    </Modal>
  );
}
