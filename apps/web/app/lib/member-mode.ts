import { ROLES, type RoleId } from "@fooddir/contract";
import { useOutletContext } from "react-router";
import type { PanelContext } from "./panel-context.ts";

/**
 * The signed-in account's role on the active domain, from the panel layout's core data;
 * undefined while it loads (or outside the panel).
 */
export function usePanelRole(): RoleId | undefined {
  const panel = useOutletContext<PanelContext | null>();
  return panel?.account?.data?.role.id as RoleId | undefined;
}

/**
 * Member mode (decision 027): the account is a vendor (role 4), so the shared screens show what
 * a vendor may change and hide what staff alone set. The one flag the edit screen passes down.
 */
export function useMemberMode(): boolean {
  return usePanelRole() === ROLES.member;
}

/** The listings (member post ids) a vendor keeps on the active domain; [] for staff. */
export function useMemberIds(): number[] {
  const panel = useOutletContext<PanelContext | null>();
  const account = panel?.account?.data;
  return account?.role.id === ROLES.member ? (account.member_ids ?? []) : [];
}

/**
 * Member mode once the account is known: undefined while the panel's account loads (a screen
 * that differs for vendors waits), false outside the panel or when the account failed to load.
 */
export function useMemberModeOnceKnown(): boolean | undefined {
  const panel = useOutletContext<PanelContext | null>();
  const account = panel?.account;
  if (!account) return false;
  if (!account.data) return account.isError ? false : undefined;
  return account.data.role.id === ROLES.member;
}
