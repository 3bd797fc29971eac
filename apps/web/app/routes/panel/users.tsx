import type { UserItem } from "@fooddir/contract";
import { Button, Stack, TextInput } from "@mantine/core";
import { IconSearch, IconUserPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FilterBar } from "../../components/panel/ListFilters.tsx";
import { ListFrame, ListHeader } from "../../components/panel/ListHeader.tsx";
import { ListPager } from "../../components/panel/ListPager.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { DeleteUserDialog, ToggleUserDialog } from "../../components/users/UserDialogs.tsx";
import { UsersAccess, type UsersContext } from "../../components/users/UsersAccess.tsx";
import { NoUsers, UsersLoadError, UsersNoMatch } from "../../components/users/UsersEmpty.tsx";
import { UsersTable } from "../../components/users/UsersTable.tsx";
import { formatCount } from "../../lib/content/format.ts";
import { useUrlSearchField } from "../../lib/navigation/use-url-filters.ts";
import { userKeys, usersApi } from "../../lib/users/api.ts";
import { useDeleteUser, useSetUserDisabled } from "../../lib/users/hooks.ts";
import {
  clampedPage,
  parseUsersListState,
  USER_PAGE_SIZES,
  type UsersListState,
  updateUsersListState,
  usersListQuery,
  usersListStateToParams,
  usersPageCount,
} from "../../lib/users/list-state.ts";

export function meta() {
  return [{ title: "Users" }];
}

export const ErrorBoundary = PanelError;

type Pending = { kind: "delete" | "toggle"; user: UserItem; open: boolean } | null;

/** The users list: search in `?q=`, pages, and the row actions with their confirmations. */
function UsersList({ caller }: UsersContext) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseUsersListState(params), [params]);
  const apply = (patch: Partial<UsersListState>, replace = false) =>
    setParams(usersListStateToParams(updateUsersListState(state, patch)), {
      replace,
      preventScrollReset: true,
    });

  // Typed text reaches the URL (and the API) 300 ms after the last key.
  const [searchInput, onSearchInput] = useUrlSearchField(state.search, (value) =>
    apply({ search: value }, true),
  );

  const query = usersListQuery(state);
  const list = useQuery({
    queryKey: userKeys.list(caller.active_domain_id, query),
    queryFn: () => usersApi.list(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const pages = usersPageCount(total, state.limit);

  // A page past the end (the last row of the last page was deleted, or an old link) moves back.
  const fixPage =
    list.data && !list.isPlaceholderData ? clampedPage(state.page, total, state.limit) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the clamp changes
  useEffect(() => {
    if (fixPage !== null) apply({ page: fixPage }, true);
  }, [fixPage]);

  const [pending, setPending] = useState<Pending>(null);
  const close = useCallback(() => setPending((p) => (p ? { ...p, open: false } : p)), []);
  const remove = useDeleteUser(close);
  const toggle = useSetUserDisabled(close);
  const onDelete = useCallback(
    (user: UserItem) => setPending({ kind: "delete", user, open: true }),
    [],
  );
  const onToggle = useCallback(
    (user: UserItem) => setPending({ kind: "toggle", user, open: true }),
    [],
  );

  const searching = state.search.trim() !== "";
  let empty = null;
  if (list.isError && !list.data) empty = <UsersLoadError onRetry={() => list.refetch()} />;
  else if (list.data && rows.length === 0 && fixPage === null) {
    empty = searching ? (
      <UsersNoMatch search={state.search} onClear={() => apply({ search: "" })} />
    ) : (
      <NoUsers />
    );
  }

  return (
    <Stack gap="lg">
      <ListHeader
        title="Users"
        count={
          <>
            {list.isPending ? "Loading…" : formatCount(total, "user")}
            {searching && !list.isPending ? " found" : ""}
          </>
        }
        actions={
          <Button
            component={Link}
            to="/panel/users/create"
            leftSection={<IconUserPlus size={16} />}
          >
            Invite user
          </Button>
        }
      />

      <ListFrame>
        <FilterBar>
          <TextInput
            style={{ flex: "1 1 220px" }}
            type="search"
            label="Search users"
            placeholder="Name or email"
            leftSection={<IconSearch size={16} />}
            value={searchInput}
            maxLength={255}
            onChange={(e) => onSearchInput(e.currentTarget.value)}
          />
        </FilterBar>
        {empty ?? (
          <UsersTable
            users={rows}
            caller={caller}
            loading={list.isPending}
            stale={list.isPlaceholderData}
            onToggleDisabled={onToggle}
            onDelete={onDelete}
          />
        )}
        {empty ? null : (
          <ListPager sizes={USER_PAGE_SIZES} state={state} pages={pages} apply={apply} />
        )}
      </ListFrame>

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
    </Stack>
  );
}

/** /panel/users (super admins and site admins). */
export default function Users() {
  return <UsersAccess>{(context) => <UsersList {...context} />}</UsersAccess>;
}
