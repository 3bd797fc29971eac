import { Box, Group } from "@mantine/core";
import type { ComponentProps, ReactNode } from "react";
import { EditDeleteButtons } from "../EditDeleteButtons.tsx";

type Props = {
  /** A ThemeIcon before the text (the row's kind or its emoji); none for text only. */
  icon?: ReactNode;
  /** The row's lines of text. */
  children: ReactNode;
  /** Its Edit and Delete buttons, each named after the row ("Edit Civic Center Plaza"). */
  actions?: ComponentProps<typeof EditDeleteButtons>;
  /** "flex-start" when the text may run to several lines (the icon and buttons stay on top). */
  align?: "center" | "flex-start";
};

/**
 * The card of a `layout="rows"` record list (RecordRows): icon, text that wraps, and the row's
 * own buttons at the end, so a row reads and acts the same on a phone and a wide screen.
 */
export function RecordItem({ icon, children, actions, align = "center" }: Props) {
  return (
    <Group wrap="nowrap" gap="sm" align={align}>
      {icon}
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {actions ? (
        <Group gap={2} wrap="nowrap">
          <EditDeleteButtons {...actions} />
        </Group>
      ) : null}
    </Group>
  );
}
