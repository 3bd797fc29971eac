import type { UserItem } from "@fooddir/contract";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { fullName } from "../../lib/users/permissions.ts";
import { SectionCard } from "../panel/SectionCard.tsx";

type Props = {
  user: UserItem;
  /** Why deleting is not possible (the caller's own account), or null. */
  lockReason: string | null;
  onDelete: () => void;
};

/** The edit screen's destructive action, set apart at the bottom. */
export function UserDangerZone({ user, lockReason, onDelete }: Props) {
  const name = fullName(user);
  return (
    <SectionCard
      labelledBy="user-danger-zone"
      style={{ borderColor: "var(--mantine-color-red-outline)" }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: "1 1 260px" }}>
          <Title order={2} size="h4" id="user-danger-zone">
            Danger zone
          </Title>
          <Text size="sm" c="dimmed">
            {lockReason ??
              `Deleting ${name} ends their access and signs them out at once. This cannot be undone.`}
          </Text>
        </Stack>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} />}
          disabled={lockReason !== null}
          onClick={onDelete}
        >
          Delete user
        </Button>
      </Group>
    </SectionCard>
  );
}
