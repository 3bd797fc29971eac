import { type DomainRole, ROLES, type RoleId } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { FieldErrors } from "../../http/errors.ts";
import { checkDomainIds, checkHasDomains, checkRole } from "./user-rules.ts";
import type { Caller, Membership } from "./user-scope.ts";

/** The role fields of a create or update (contract.md "Users"). */
export type RoleInput = { role_id?: RoleId; domain_ids?: number[]; domain_roles?: DomainRole[] };

export type MembershipPlan = {
  superAdmin: boolean;
  /** users.role_id after the write: 1 for a super admin, else the highest role of its memberships. */
  roleId: RoleId;
  /** Every membership after the write, by domain id. */
  memberships: Membership[];
  /** Whether the memberships (domains or roles) differ from before. */
  changed: boolean;
  /** The input field that named the sites (for its errors). */
  field: "domain_ids" | "domain_roles";
};

const key = (m: Membership) => `${m.domain_id}:${m.role_id}`;

/**
 * The user's role and memberships after a write. Role 1 is global (its memberships stay as they
 * are); otherwise, inside the domains the caller manages (`managed`, null = all), `domain_roles`
 * sets a role per site, `domain_ids` (+ `role_id`) the sites with one role (kept sites keep their
 * role when no `role_id` is given), and `role_id` alone sets the role on every managed membership.
 * Memberships outside the caller's domains never change. Adds to `errors`; never writes.
 */
export async function planMemberships(
  db: Db,
  errors: FieldErrors,
  caller: Caller,
  managed: number[] | null,
  input: RoleInput,
  before: { superAdmin: boolean; memberships: Membership[]; activeDomainId: number },
): Promise<MembershipPlan> {
  const field = input.domain_roles !== undefined ? "domain_roles" : "domain_ids";
  if (input.role_id !== undefined) checkRole(errors, caller, input.role_id);
  const superAdmin =
    input.role_id === ROLES.superAdmin ||
    (input.role_id === undefined && input.domain_roles === undefined && before.superAdmin);
  if (superAdmin) {
    // Its sites are all of them; a list given with it must still be one the caller may give.
    if (input.domain_ids) await checkDomainIds(db, errors, input.domain_ids, managed, field);
    return {
      superAdmin,
      roleId: ROLES.superAdmin,
      memberships: before.memberships,
      changed: false,
      field,
    };
  }

  const inScope = (id: number) => managed === null || managed.includes(id);
  const outside = before.memberships.filter((m) => !inScope(m.domain_id));
  const inside = before.memberships.filter((m) => inScope(m.domain_id));
  let next = inside;
  if (input.domain_roles !== undefined) {
    const ids = input.domain_roles.map((r) => r.domain_id);
    await checkDomainIds(db, errors, ids, managed, field);
    next = input.domain_roles.map((r) => ({ domain_id: r.domain_id, role_id: r.role_id }));
  } else if (input.domain_ids !== undefined) {
    const ids = await checkDomainIds(db, errors, input.domain_ids, managed, field);
    const usual =
      inside.find((m) => m.domain_id === before.activeDomainId)?.role_id ??
      Math.min(...inside.map((m) => m.role_id), ROLES.editor);
    next = ids.map((domain_id) => ({
      domain_id,
      role_id: input.role_id ?? inside.find((m) => m.domain_id === domain_id)?.role_id ?? usual,
    }));
  } else if (input.role_id !== undefined) {
    const roleId = input.role_id;
    next = inside.map((m) => ({ ...m, role_id: roleId }));
  }
  // Rows of a former super admin carry role 1; it never stays on a membership.
  next = next.map((m) => (m.role_id === ROLES.superAdmin ? { ...m, role_id: ROLES.editor } : m));

  const memberships = [...outside, ...next].sort((a, b) => a.domain_id - b.domain_id);
  checkHasDomains(
    errors,
    ROLES.editor,
    memberships.map((m) => m.domain_id),
    field,
  );
  const roleId = Math.min(...memberships.map((m) => m.role_id), ROLES.editor) as RoleId;
  const was = new Set(before.memberships.map(key));
  const changed =
    before.superAdmin ||
    memberships.length !== before.memberships.length ||
    memberships.some((m) => !was.has(key(m)));
  return { superAdmin, roleId, memberships, changed, field };
}
