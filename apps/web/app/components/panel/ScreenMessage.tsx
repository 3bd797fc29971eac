import { Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  /** A Tabler icon at size 30-32. */
  icon: ReactNode;
  color?: string;
  title: string;
  text: ReactNode;
  /** The ways on (Back to…, Retry). */
  children: ReactNode;
};

/** What a panel screen shows instead of its content: no access, not found, not loaded. */
export function ScreenMessage({ icon, color, title, text, children }: Props) {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={60} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Center>
  );
}
