import { ROLES } from "@fooddir/contract";
import type { AuthContext } from "../../http/context.ts";
import { notFound } from "../../http/errors.ts";

/**
 * The listings a caller is limited to (decision 027): a role-4 member's `memberIds`, or null for
 * staff and visitors (no limit beyond the domain). Operations take this plain value, never the
 * request: `(db, tenant, input, scope)`.
 */
export type MemberScope = readonly number[] | null;

export const memberScopeOf = (auth: AuthContext | null): MemberScope =>
  auth?.roleId === ROLES.member ? auth.memberIds : null;

/** Whether the scope may act on this member post (staff: any post of the domain). */
export const mayActOnMember = (scope: MemberScope, memberId: number | null | undefined) =>
  scope === null || (memberId != null && scope.includes(memberId));

/** 404 unless the scope may act on the member post: another member's listing does not exist. */
export function assertMemberInScope(scope: MemberScope, memberId: number | null | undefined) {
  if (!mayActOnMember(scope, memberId)) throw notFound();
}
