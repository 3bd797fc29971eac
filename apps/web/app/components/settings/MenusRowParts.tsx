import { useDroppable } from "@dnd-kit/core";
import { ActionIcon, Box, Text, Tooltip } from "@mantine/core";
import type { CSSProperties, ReactNode, Ref } from "react";
import { type EditorItem, zoneId } from "../../lib/settings/menu-tree.ts";

/** Small parts of a menu row (MenusRow.tsx). */

export const listStyle: CSSProperties = { listStyle: "none", margin: 0, padding: 0 };

export function MenusIconButton(props: {
  label: string;
  tip?: string;
  color?: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Tooltip label={props.tip ?? props.label} withArrow openDelay={300}>
      <ActionIcon
        ref={props.buttonRef}
        variant="subtle"
        color={props.color}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        onClick={props.onClick}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The drop target at the end of a dropdown: drop an item here to move it into the dropdown. */
export function MenusDropZone({ item, enabled }: { item: EditorItem; enabled: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: zoneId(item.id), disabled: !enabled });
  const empty = item.children.length === 0;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      mt={4}
      px="sm"
      py={6}
      style={{
        ...listStyle,
        border: `1px dashed ${isOver ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-default-border)"}`,
        borderRadius: "var(--mantine-radius-md)",
        background: isOver ? "var(--mantine-primary-color-light)" : undefined,
      }}
    >
      <Text size="xs" c="dimmed">
        {empty
          ? `No items in ${item.text} yet: drag one here, or use “Move into the dropdown above” on the item below it.`
          : `Drag an item here to add it to ${item.text}.`}
      </Text>
    </Box>
  );
}
