import type { Role } from "@fooddir/contract";
import { Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { usePanel } from "../../lib/panel-context.ts";
import { type Caller, canManageUsers } from "../../lib/users/permissions.ts";
import { LoadError } from "../panel/LoadError.tsx";
import { NoAccess } from "../panel/NoAccess.tsx";
import { sectionOf } from "../panel/panel-sections.ts";

export type UsersContext = { caller: Caller; roles: Role[] | undefined };

/** The users screens' shared loading shape: a title, a toolbar and a block. */
export function UsersSkeleton({ label = "Loading users" }: { label?: string }) {
  return (
    <Stack gap="lg" aria-busy="true" aria-label={label}>
      <Skeleton h={34} w={240} maw="100%" />
      <Skeleton h={16} w={140} />
      <Skeleton h={320} radius="lg" />
    </Stack>
  );
}

/** The friendly state an editor sees instead of the users screens (as the layout shows it). */
export function NoUsersAccess() {
  const denied = sectionOf("/panel/users")?.denied;
  return denied ? <NoAccess {...denied} /> : null;
}

/**
 * Renders its children only for super admins and site admins (contract.md "Roles"), with the
 * signed-in account and the roles from the core data; loading, error and no-access states else.
 */
export function UsersAccess({ children }: { children: (context: UsersContext) => ReactNode }) {
  const { account, roles, session } = usePanel();
  if (account.isError) {
    return <LoadError title="Your account could not be loaded" onRetry={() => account.refetch()} />;
  }
  if (session !== "ready" || !account.data) return <UsersSkeleton />;
  if (!canManageUsers(account.data)) return <NoUsersAccess />;
  return children({ caller: account.data, roles: roles.data });
}
