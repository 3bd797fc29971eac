import { Group, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Props = {
  title: string;
  /** "Loading…" or the count, announced when it changes. */
  count: ReactNode;
  /** The screen's buttons on the right (New, Invite user, Export…). */
  actions?: ReactNode;
};

/** The top of a panel list screen: its title with the number of items, and its actions. */
export function ListHeader({ title, count, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm" aria-live="polite" data-testid="list-total">
          {count}
        </Text>
      </div>
      {actions}
    </Group>
  );
}

/** The bordered box of a list: filters on top, the rows, the pager at the bottom. */
export function ListFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: "hidden" }}>
      {children}
    </Paper>
  );
}
