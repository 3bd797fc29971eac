import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

export type ModalActionsProps = {
  submitLabel: ReactNode;
  onCancel: () => void;
  cancelLabel?: string;
  /** Without it the main button submits the form around it. */
  onSubmit?: () => void;
  loading?: boolean;
  /** The main button cannot be used (e.g. nothing chosen yet). */
  disabled?: boolean;
  /** Cancel cannot be used (e.g. while the request runs). */
  cancelDisabled?: boolean;
  /** Destructive actions are red. */
  danger?: boolean;
  /** Cancel takes the modal's initial focus (confirmations). */
  focusCancel?: boolean;
};

/** The row at the bottom of a panel modal: Cancel (or Back, Stay…) and the main action. */
export function ModalActions({
  submitLabel,
  onCancel,
  cancelLabel = "Cancel",
  onSubmit,
  loading,
  disabled,
  cancelDisabled,
  danger = false,
  focusCancel = false,
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button
        variant="default"
        onClick={onCancel}
        disabled={cancelDisabled}
        data-autofocus={focusCancel || undefined}
      >
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? "button" : "submit"}
        color={danger ? "red" : undefined}
        loading={loading}
        disabled={disabled}
        onClick={onSubmit}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
