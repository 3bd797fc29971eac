import { Modal, Stack } from "@mantine/core";
import type { FormEvent, ReactNode, Ref } from "react";
import { ModalActions } from "./ModalActions.tsx";

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (e: FormEvent) => void;
  submitLabel: string;
  loading?: boolean;
  formRef?: Ref<HTMLFormElement>;
  size?: "md" | "lg";
  /** The fields (and any alert), above Cancel and the submit button. */
  children: ReactNode;
};

/** A panel modal that is one form: its fields, then Cancel and the submit button. */
export function FormModal({
  opened,
  onClose,
  title,
  onSubmit,
  submitLabel,
  loading,
  formRef,
  size = "lg",
  children,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg" size={size}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <ModalActions submitLabel={submitLabel} onCancel={onClose} loading={loading} />
        </Stack>
      </form>
    </Modal>
  );
}
