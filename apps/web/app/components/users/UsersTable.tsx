import type { UserItem } from "@fooddir/contract";
import { Anchor, Badge, Group, Skeleton, Table, Text, VisuallyHidden } from "@mantine/core";
import { memo } from "react";
import { Link } from "react-router";
import { type Caller, fullName, userPermissions } from "../../lib/users/permissions.ts";
import { DateTime } from "../panel/DateTime.tsx";
import {
  DomainBadges,
  MemberOf,
  RoleBadge,
  TwoFactorStatus,
  UserStatusBadge,
} from "./UserBadges.tsx";
import { UserRowActions } from "./UserRowActions.tsx";

type RowProps = {
  user: UserItem;
  caller: Caller;
  onToggleDisabled: (user: UserItem) => void;
  onDelete: (user: UserItem) => void;
};

const COLUMNS = ["Name", "Email", "Role", "Sites", "Two-factor", "Status", "Created"];

const UserRow = memo(function UserRow({ user, caller, onToggleDisabled, onDelete }: RowProps) {
  const permissions = userPermissions(caller, user);
  const name = fullName(user);
  return (
    <Table.Tr data-user-id={user.id}>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          {permissions.canEdit ? (
            <Anchor component={Link} to={`/panel/users/${user.id}`} fw={600} size="sm">
              {name}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {name}
            </Text>
          )}
          {permissions.self ? (
            <Badge size="xs" variant="light" radius="sm" tt="none">
              You
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <RoleBadge role={user.role} />
        <MemberOf memberIds={user.member_ids ?? []} domainId={caller.active_domain_id} />
      </Table.Td>
      <Table.Td>
        <DomainBadges
          roleId={user.role.id}
          domains={user.domains}
          domainRoles={user.domain_roles}
        />
      </Table.Td>
      <Table.Td>
        <TwoFactorStatus enabled={user.two_factor_enabled} />
      </Table.Td>
      <Table.Td>
        <UserStatusBadge user={user} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          <DateTime value={user.created_at} />
        </Text>
      </Table.Td>
      <Table.Td>
        <UserRowActions
          user={user}
          permissions={permissions}
          onToggleDisabled={onToggleDisabled}
          onDelete={onDelete}
        />
      </Table.Td>
    </Table.Tr>
  );
});

function SkeletonRows({ rows = 5 }: { rows?: number }) {
  return Array.from({ length: rows }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <Table.Tr key={i} aria-hidden>
      {[...COLUMNS, "actions"].map((c) => (
        <Table.Td key={c}>
          <Skeleton h={14} w={c === "Name" || c === "Email" ? 140 : 70} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

type Props = {
  users: UserItem[];
  caller: Caller;
  loading: boolean;
  /** Keeps the previous page visible, dimmed, while the next one loads. */
  stale: boolean;
  onToggleDisabled: (user: UserItem) => void;
  onDelete: (user: UserItem) => void;
};

/** The users table; below 1000 px it scrolls sideways inside its container. */
export function UsersTable({ users, caller, loading, stale, onToggleDisabled, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={1000} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-busy={loading || stale}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} style={{ whiteSpace: "nowrap" }}>
                {c}
              </Table.Th>
            ))}
            <Table.Th w={120}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: stale ? 0.6 : 1 }}>
          {loading ? (
            <SkeletonRows />
          ) : (
            users.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                caller={caller}
                onToggleDisabled={onToggleDisabled}
                onDelete={onDelete}
              />
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
