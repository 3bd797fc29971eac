import { Button, Group } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";

type Props = {
  /** The change, in the buttons' accessible names: "the change to Taco Loco" (Approve …). */
  what: string;
  approving: boolean;
  /** Another review is under way: these wait. */
  disabled?: boolean;
  onApprove: () => void;
  onReject: () => void;
  size?: "xs" | "sm";
};

/** Approve (one click) and Reject (opens the message dialog) of one pending change. */
export function ReviewActions({
  what,
  approving,
  disabled = false,
  onApprove,
  onReject,
  size = "xs",
}: Props) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size={size}
        leftSection={<IconCheck size={14} aria-hidden />}
        loading={approving}
        disabled={disabled && !approving}
        aria-label={`Approve ${what}`}
        onClick={onApprove}
      >
        Approve
      </Button>
      <Button
        size={size}
        variant="light"
        color="red"
        leftSection={<IconX size={14} aria-hidden />}
        disabled={disabled || approving}
        aria-label={`Reject ${what}`}
        onClick={onReject}
      >
        Reject
      </Button>
    </Group>
  );
}
