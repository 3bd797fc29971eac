import { Center, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  /** A Tabler icon at size 28 (26 when compact). */
  icon: ReactNode;
  title: string;
  text: ReactNode;
  action?: ReactNode;
  color?: string;
  /** The smaller version, inside a modal or a card. */
  compact?: boolean;
};

/** "Nothing here yet" (or no match, or a failed load) where a panel list would be. */
export function EmptyState({ icon, title, text, action, color, compact = false }: Props) {
  return (
    <Center py={compact ? "xl" : 48} px="md">
      <Stack align="center" gap={compact ? 6 : 8} maw={420} ta="center">
        <ThemeIcon size={compact ? 48 : 56} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Text fw={compact ? 600 : 650} size={compact ? undefined : "lg"}>
          {title}
        </Text>
        <Text c="dimmed" size="sm">
          {text}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}
