import type { UserItem } from "@fooddir/contract";
import { Button } from "@mantine/core";
import { IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { RecordListScreen } from "../../components/panel/record-list/RecordListScreen.tsx";
import { useRecordList } from "../../components/panel/record-list/use-record-list.ts";
import { DeleteUserDialog, ToggleUserDialog } from "../../components/users/UserDialogs.tsx";
import { UsersAccess, type UsersContext } from "../../components/users/UsersAccess.tsx";
import { userCard, userColumns, userRowAttributes } from "../../components/users/user-rows.tsx";
import { formatCount } from "../../lib/content/format.ts";
import { userKeys, usersApi } from "../../lib/users/api.ts";
import { useDeleteUser, useSetUserDisabled } from "../../lib/users/hooks.ts";
import { userList } from "../../lib/users/list.ts";

export function meta() {
  return [{ title: "Users" }];
}

export const ErrorBoundary = PanelError;

type Pending = { kind: "delete" | "toggle"; user: UserItem; open: boolean } | null;

const inviteButton = (
  <Button component={Link} to="/panel/users/create" leftSection={<IconUserPlus size={16} />}>
    Invite user
  </Button>
);

/** The users list: search in `?q=`, pages, and the row actions with their confirmations. */
function UsersList({ caller }: UsersContext) {
  const screen = useRecordList(userList, {
    queryKey: (query) => userKeys.list(caller.active_domain_id, query),
    fetch: usersApi.list,
  });

  const [pending, setPending] = useState<Pending>(null);
  const close = useCallback(() => setPending((p) => (p ? { ...p, open: false } : p)), []);
  const remove = useDeleteUser(close);
  const toggle = useSetUserDisabled(close);
  const rowContext = useMemo(
    () => ({
      caller,
      onDelete: (user: UserItem) => setPending({ kind: "delete", user, open: true }),
      onToggleDisabled: (user: UserItem) => setPending({ kind: "toggle", user, open: true }),
    }),
    [caller],
  );
  const columns = useMemo(() => userColumns(rowContext), [rowContext]);
  const card = useMemo(() => userCard(rowContext), [rowContext]);

  const search = screen.state.search.trim();
  return (
    <RecordListScreen
      screen={screen}
      title="Users"
      count={(total) => `${formatCount(total, "user")}${search ? " found" : ""}`}
      actions={inviteButton}
      errorTitle="Users could not be loaded"
      empty={{
        icon: <IconUsers size={28} />,
        title: "No users yet",
        text: "Invite the people who help you run this site; they get an email to set their password.",
        action: inviteButton,
        noMatchTitle: "No users match your search",
        noMatchText: `Nobody's name or email contains “${search}”. Try another search.`,
        clearLabel: "Clear search",
      }}
      label="Users"
      columns={columns}
      card={card}
      rowKey={(u) => u.id}
      rowAttributes={userRowAttributes}
      minWidth={1000}
      highlightOnHover
      skeletonRows={5}
    >
      <DeleteUserDialog
        opened={pending?.kind === "delete" && pending.open}
        user={pending?.kind === "delete" ? pending.user : null}
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => pending && remove.mutate(pending.user)}
      />
      <ToggleUserDialog
        opened={pending?.kind === "toggle" && pending.open}
        user={pending?.kind === "toggle" ? pending.user : null}
        loading={toggle.isPending}
        onClose={close}
        onConfirm={() =>
          pending && toggle.mutate({ user: pending.user, disabled: !pending.user.disabled })
        }
      />
    </RecordListScreen>
  );
}

/** /panel/users (super admins and site admins). */
export default function Users() {
  return <UsersAccess>{(context) => <UsersList {...context} />}</UsersAccess>;
}
