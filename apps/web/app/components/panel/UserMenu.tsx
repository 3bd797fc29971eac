import type { Account } from "@fooddir/contract";
import { Avatar, Group, Menu, Skeleton, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconLogout, IconUser, IconUserCircle } from "@tabler/icons-react";
import { Link } from "react-router";

type Props = { account: Account | undefined; loading: boolean; onLogout: () => void };

/** Avatar menu: name and email, profile link, log out. */
export function UserMenu({ account, loading, onLogout }: Props) {
  if (loading && !account) return <Skeleton height={34} width={34} circle aria-hidden />;
  const name = account ? `${account.firstname} ${account.lastname}`.trim() : "Account";
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`${name}, user menu`}
          style={{ borderRadius: "var(--mantine-radius-xl)", padding: 2 }}
        >
          <Group gap={8} wrap="nowrap">
            {/* An icon, not initials: text beside the name would break Label in Name. */}
            <Avatar color="indigo" radius="xl" size={32} aria-hidden>
              <IconUserCircle size={20} />
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          {account?.email ? (
            <Text size="xs" c="dimmed" truncate>
              {account.email}
            </Text>
          ) : null}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/panel/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
