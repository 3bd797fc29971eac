import type { UserItem } from "@fooddir/contract";
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { fullName } from "../../lib/users/permissions.ts";
import { DateTime } from "../panel/DateTime.tsx";
import { RoleBadge, TwoFactorStatus, UserStatusBadge } from "./UserBadges.tsx";

/** Breadcrumbs, the user's name and what the server says about them (as last saved). */
export function UserHeader({ user, self }: { user: UserItem; self: boolean }) {
  return (
    <>
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/panel/users" size="sm">
          Users
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={1}>
          Edit
        </Text>
      </Breadcrumbs>
      <Stack gap={6}>
        <Title order={1} size="h2" lineClamp={2} style={{ wordBreak: "break-word" }}>
          {fullName(user)}
          {self ? " (you)" : ""}
        </Title>
        <Group gap="sm">
          <RoleBadge role={user.role} />
          <UserStatusBadge user={user} />
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              Two-factor:
            </Text>
            <TwoFactorStatus enabled={user.two_factor_enabled} />
          </Group>
          <Text size="sm" c="dimmed">
            Created <DateTime value={user.created_at} />
          </Text>
        </Group>
      </Stack>
    </>
  );
}
