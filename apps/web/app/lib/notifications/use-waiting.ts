import { type NotificationCounts, ROLES, type RoleId } from "@fooddir/contract";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { notificationKeys, notificationsApi } from "./api.ts";

/** How often the counts are asked again while a panel screen is open (also on window focus). */
export const WAITING_POLL_MS = 60_000;

type Options = {
  roleId: RoleId | undefined;
  /** The active domain: the counts are that domain's. */
  domainId: number | undefined;
  /** The session is ready (an access token is held). */
  ready: boolean;
};

/** What waits for the signed-in user, as the bell, the navigation and the dashboard show it. */
export type Waiting = {
  /** Staff (roles 1-3) see counts; a vendor (role 4) never asks for them. */
  staff: boolean;
  counts: NotificationCounts | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

/**
 * GET /api/notifications/counts for staff, per domain, asked again every minute and when the
 * window gets the focus; never for a vendor or before the role is known. Failures are silent:
 * the bell says so when opened.
 */
export function useWaiting({ roleId, domainId, ready }: Options): Waiting {
  const staff = roleId !== undefined && roleId !== ROLES.member;
  const query = useQuery({
    queryKey: notificationKeys.counts(domainId),
    queryFn: notificationsApi.counts,
    enabled: ready && staff && domainId !== undefined,
    refetchInterval: WAITING_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    meta: { silent: true },
  });
  return {
    staff,
    counts: staff ? query.data : undefined,
    loading: staff && query.isPending,
    failed: staff && query.isError,
    retry: () => void query.refetch(),
  };
}

/** Asks the counts again (after a write or an opening that changes what waits). */
export function refreshWaiting(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/**
 * Asks the counts again once `opened` (an item's id, a list's load time) changes: the API
 * counts an item as new until a staff user opens it.
 */
export function useRefreshWaitingOn(opened: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (opened !== undefined) void refreshWaiting(queryClient);
  }, [opened, queryClient]);
}
