import { type DomainRole, ROLES, type RoleId } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { addFieldError, type FieldErrors } from "../../http/errors.ts";
import {
  checkDomainIds,
  checkHasDomains,
  checkMemberIds,
  checkRole,
  MEMBER_IDS_REQUIRED,
  MEMBER_IDS_WITHOUT_MEMBER,
} from "./user-rules.ts";
import type { Caller, Membership } from "./user-scope.ts";

/** The role fields of a create or update (contract.md "Users"). */
export type RoleInput = {
  role_id?: RoleId;
  domain_ids?: number[];
  domain_roles?: DomainRole[];
  /** Role 4's listings on the caller's sites (decision 027); left out, they stay. */
  member_ids?: number[];
};

export type MembershipPlan = {
  superAdmin: boolean;
  /** users.role_id after the write: 1 for a super admin, else the highest role of its memberships. */
  roleId: RoleId;
  /** Every membership after the write, by domain id; role 4 ones with their `member_ids`. */
  memberships: Membership[];
  /** Whether the memberships (domains, roles or listings) differ from before. */
  changed: boolean;
  /** The input field that named the sites (for its errors). */
  field: "domain_ids" | "domain_roles";
};

const key = (m: Membership) => `${m.domain_id}:${m.role_id}:${(m.member_ids ?? []).join(",")}`;

/**
 * The user's role and memberships after a write. Role 1 is global (its memberships stay as they
 * are); otherwise, inside the domains the caller manages (`managed`, null = all), `domain_roles`
 * sets a role per site, `domain_ids` (+ `role_id`) the sites with one role (kept sites keep their
 * role when no `role_id` is given), and `role_id` alone sets the role on every managed membership.
 * Memberships outside the caller's domains never change. A role-4 membership keeps listings
 * (withListings). Adds to `errors`; never writes.
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
    if (input.member_ids && input.member_ids.length > 0) {
      addFieldError(errors, "member_ids", MEMBER_IDS_WITHOUT_MEMBER);
    }
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
    // A site added without a role gets the user's usual one (never more than it has already).
    const usual =
      inside.find((m) => m.domain_id === before.activeDomainId)?.role_id ??
      (inside.length > 0 ? Math.min(...inside.map((m) => m.role_id)) : ROLES.editor);
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
  next = await withListings(db, errors, input.member_ids, inside, next);

  const memberships = [...outside, ...next].sort((a, b) => a.domain_id - b.domain_id);
  checkHasDomains(
    errors,
    ROLES.editor,
    memberships.map((m) => m.domain_id),
    field,
  );
  const roleId = (
    memberships.length > 0 ? Math.min(...memberships.map((m) => m.role_id)) : ROLES.editor
  ) as RoleId;
  const was = new Set(before.memberships.map(key));
  const changed =
    before.superAdmin ||
    memberships.length !== before.memberships.length ||
    memberships.some((m) => !was.has(key(m)));
  return { superAdmin, roleId, memberships, changed, field };
}

/**
 * The listings of the role-4 memberships among `next` (the ones inside the caller's domains),
 * decision 027: `memberIds` replaces them (each a live member post of a site where the user gets
 * role 4 here, else 422 naming it), left out they stay; a site that becomes role 4, or any when
 * `memberIds` is given, needs at least one; other roles keep none (their listings go).
 */
async function withListings(
  db: Db,
  errors: FieldErrors,
  memberIds: number[] | undefined,
  inside: Membership[],
  next: Membership[],
): Promise<Membership[]> {
  const memberDomains = next.filter((m) => m.role_id === ROLES.member).map((m) => m.domain_id);
  const plain = next.map(({ domain_id, role_id }) => ({ domain_id, role_id }));
  if (memberIds !== undefined && memberIds.length > 0 && memberDomains.length === 0) {
    addFieldError(errors, "member_ids", MEMBER_IDS_WITHOUT_MEMBER);
    return plain;
  }
  const given =
    memberIds === undefined ? null : await checkMemberIds(db, errors, memberIds, memberDomains);
  let missing = false;
  const planned = plain.map((m) => {
    if (m.role_id !== ROLES.member) return m;
    const was = inside.find((b) => b.domain_id === m.domain_id && b.role_id === ROLES.member);
    const ids = given
      ? [...given].filter(([, domainId]) => domainId === m.domain_id).map(([id]) => id)
      : (was?.member_ids ?? []);
    if ((given !== null || !was) && ids.length === 0) missing = true;
    return { ...m, member_ids: ids.sort((a, b) => a - b) };
  });
  if (missing && !errors.member_ids) addFieldError(errors, "member_ids", MEMBER_IDS_REQUIRED);
  return planned;
}
