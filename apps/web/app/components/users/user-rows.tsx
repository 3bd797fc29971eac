import type { UserItem } from "@fooddir/contract";
import { Anchor, Badge, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { type Caller, fullName, userPermissions } from "../../lib/users/permissions.ts";
import { DateTime } from "../panel/DateTime.tsx";
import type { RecordColumn } from "../panel/record-list/types.ts";
import {
  DomainBadges,
  MemberOf,
  RoleBadge,
  TwoFactorStatus,
  UserStatusBadge,
} from "./UserBadges.tsx";
import { UserRowActions } from "./UserRowActions.tsx";

/** What a row of the users list needs besides the user: who looks, and the row actions. */
export type UserRowContext = {
  caller: Caller;
  onToggleDisabled: (user: UserItem) => void;
  onDelete: (user: UserItem) => void;
};

/** The name, a link to the user when the caller may edit it, and "You" on the caller's row. */
function UserName({ user, caller }: { user: UserItem; caller: Caller }) {
  const { canEdit, self } = userPermissions(caller, user);
  return (
    <Group gap={6} wrap="nowrap">
      {canEdit ? (
        <Anchor component={Link} to={`/panel/users/${user.id}`} fw={600} size="sm">
          {fullName(user)}
        </Anchor>
      ) : (
        <Text fw={600} size="sm">
          {fullName(user)}
        </Text>
      )}
      {self ? (
        <Badge size="xs" variant="light" radius="sm" tt="none">
          You
        </Badge>
      ) : null}
    </Group>
  );
}

const actions = (user: UserItem, { caller, onToggleDisabled, onDelete }: UserRowContext) => (
  <UserRowActions
    user={user}
    permissions={userPermissions(caller, user)}
    onToggleDisabled={onToggleDisabled}
    onDelete={onDelete}
  />
);

/** The users table's columns; the name links to the user, the actions end the row. */
export function userColumns(context: UserRowContext): RecordColumn<UserItem>[] {
  const { caller } = context;
  return [
    {
      id: "name",
      header: "Name",
      nowrap: true,
      skeleton: 140,
      cell: (u) => <UserName user={u} caller={caller} />,
    },
    {
      id: "email",
      header: "Email",
      skeleton: 140,
      cell: (u) => (
        <Text size="sm" style={{ wordBreak: "break-all" }}>
          {u.email}
        </Text>
      ),
    },
    {
      id: "role",
      header: "Role",
      nowrap: true,
      skeleton: 70,
      cell: (u) => (
        <>
          <RoleBadge role={u.role} />
          <MemberOf memberIds={u.member_ids ?? []} domainId={caller.active_domain_id} />
        </>
      ),
    },
    {
      id: "sites",
      header: "Sites",
      skeleton: 70,
      cell: (u) => (
        <DomainBadges roleId={u.role.id} domains={u.domains} domainRoles={u.domain_roles} />
      ),
    },
    {
      id: "two-factor",
      header: "Two-factor",
      nowrap: true,
      skeleton: 70,
      cell: (u) => <TwoFactorStatus enabled={u.two_factor_enabled} />,
    },
    { id: "status", header: "Status", skeleton: 70, cell: (u) => <UserStatusBadge user={u} /> },
    {
      id: "created",
      header: "Created",
      nowrap: true,
      skeleton: 70,
      cell: (u) => (
        <Text size="sm" c="dimmed">
          <DateTime value={u.created_at} />
        </Text>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      width: 120,
      cell: (u) => actions(u, context),
    },
  ];
}

/** A user on phones: name and status, email, role, then the same actions as the table's. */
export function userCard({ caller, ...context }: UserRowContext) {
  return (u: UserItem) => (
    <>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <UserName user={u} caller={caller} />
        <UserStatusBadge user={u} />
      </Group>
      <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
        {u.email}
      </Text>
      <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
        <div>
          <RoleBadge role={u.role} />
          <MemberOf memberIds={u.member_ids ?? []} domainId={caller.active_domain_id} />
        </div>
        {actions(u, { caller, ...context })}
      </Group>
    </>
  );
}

export const userRowAttributes = (u: UserItem) => ({ "data-user-id": u.id });
