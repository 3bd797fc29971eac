import { ROLES, type UserItem } from "@fooddir/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { notify } from "../notify.ts";
import { userKeys, usersApi } from "./api.ts";
import { assignableDomains, type Caller, fullName } from "./permissions.ts";

/**
 * The domains the caller may assign. A super admin's come from GET /api/domains (the account's
 * own list, which is the same, serves until it answers; a failure stays silent for that reason).
 */
export function useAssignableDomains(caller: Caller) {
  const all = useQuery({
    queryKey: userKeys.domains,
    queryFn: usersApi.domains,
    enabled: caller.role.id === ROLES.superAdmin,
    meta: { silent: true },
    staleTime: 60_000,
  });
  return useMemo(() => assignableDomains(caller, all.data), [caller, all.data]);
}

/**
 * The listings role 4 may keep on the active domain (its member posts). The panel reads one
 * domain at a time, so other sites' listings are chosen while that site is active.
 */
export function useMemberListings(domainId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: userKeys.listings(domainId),
    queryFn: usersApi.listings,
    enabled: enabled && domainId !== undefined,
    meta: { silent: true },
    staleTime: 60_000,
  });
}

/** DELETE /api/users/{id}; errors toast through the query client. */
export function useDeleteUser(onDeleted?: (user: UserItem) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserItem) => usersApi.remove(user.id),
    onSuccess: (_r, user) => {
      notify.success(`${fullName(user)} was deleted.`);
      onDeleted?.(user);
    },
    // Lists only: the deleted user's own query would refetch into a 404 while the edit screen
    // navigates away.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  });
}

/** PUT /api/users/{id} `{disabled}` from the list's row action. */
export function useSetUserDisabled(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, disabled }: { user: UserItem; disabled: boolean }) =>
      usersApi.update(user.id, { disabled }),
    onSuccess: (saved, { user, disabled }) => {
      notify.success(
        disabled
          ? `${fullName(user)} is disabled and was signed out.`
          : `${fullName(user)} can sign in again.`,
      );
      queryClient.setQueryData(userKeys.one(saved.id), saved);
      onDone?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.lists }),
  });
}

export { useUnsavedGuard } from "../navigation/use-unsaved-guard.ts";
