import { Button, Text, UnstyledButton } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import type { ReactNode } from "react";

type Props = { onOpen: () => void; children: ReactNode };

/**
 * The row's own "View" button: keyboard and screen reader users open the row with it (a mouse
 * click anywhere on the row does the same). `label` names the row ("View submission from Ana").
 */
export function RecordViewButton({ onOpen, children, label }: Props & { label: string }) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconEye size={16} aria-hidden />}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
    >
      {children}
    </Button>
  );
}

/** A card's title as its button (keyboard and screen readers); a tap on the card does the same. */
export function RecordCardTitle({ onOpen, children }: Props) {
  return (
    <UnstyledButton
      onClick={(e) => {
        e.stopPropagation();
        onOpen();
      }}
      style={{ minWidth: 0 }}
    >
      <Text fw={600} size="sm" lineClamp={1} style={{ wordBreak: "break-word" }}>
        {children}
      </Text>
    </UnstyledButton>
  );
}
