import { ROLES, USER_OUTSIDE_YOUR_SITES } from "@fooddir/contract";
import { and, asc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userDomains, userMembers, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import type { AuthContext } from "../../http/context.ts";
import { HttpError, notFound } from "../../http/errors.ts";

/**
 * Who manages users: the signed-in caller (role 1, or role 2 on its active domain, which the
 * route's roles check), acting on the tenant (its active domain).
 */
export type Caller = Pick<AuthContext, "userId" | "roleId">;

/**
 * One membership: the user's role (2, 3 or 4; 1 on rows of a super admin) on one domain; with
 * role 4 ("Member", decision 027) the member posts of that domain the user keeps (user_members).
 */
export type Membership = { domain_id: number; role_id: number; member_ids?: number[] };

/**
 * The users a caller may see and manage: every live user for a super admin; for a site admin the
 * live users who belong to its active domain, super admins excepted (they belong to every domain
 * and only another super admin manages them). Anyone else is "not found".
 */
export function visibleUsers(tenant: Tenant, caller: Caller): SQL {
  const live = isNull(users.deleted_at);
  if (caller.roleId === ROLES.superAdmin) return live;
  const member = sql`exists (select 1 from ${userDomains}
    where ${userDomains.user_id} = ${users.id} and ${tenantWhere(tenant, userDomains.domain_id)})`;
  return and(live, ne(users.role_id, ROLES.superAdmin), member) as SQL;
}

/**
 * The domains a caller manages users on: all (null) for a super admin, else the domains where it
 * is site admin (where it is only an editor it manages nothing). A site admin sees, assigns and
 * removes memberships there only.
 */
export async function managedDomainIds(db: Db, caller: Caller): Promise<number[] | null> {
  if (caller.roleId === ROLES.superAdmin) return null;
  const rows = await db
    .select({ id: userDomains.domain_id })
    .from(userDomains)
    .where(and(eq(userDomains.user_id, caller.userId), eq(userDomains.role_id, ROLES.siteAdmin)));
  return rows.map((r) => r.id);
}

/**
 * Whether the caller may already know that a user (and so its email) exists: a super admin
 * knows every user; a site admin the users it can see, those with a membership on a domain
 * where it is site admin (never a super admin). Anyone else learns nothing from an answer
 * (issue 29: "The email has already been taken." told anyone that an address has an account).
 */
export async function mayKnowUser(db: Db, caller: Caller, userId: number): Promise<boolean> {
  if (caller.roleId === ROLES.superAdmin) return true;
  const [owner] = await db
    .select({ role: users.role_id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!owner || owner.role === ROLES.superAdmin) return false;
  const managed = (await managedDomainIds(db, caller)) ?? [];
  return (await membershipsOf(db, userId)).some((m) => managed.includes(m.domain_id));
}

/** Every membership of a user, by domain id. */
export async function membershipsOf(db: Db, userId: number): Promise<Membership[]> {
  return db
    .select({ domain_id: userDomains.domain_id, role_id: userDomains.role_id })
    .from(userDomains)
    .where(eq(userDomains.user_id, userId))
    .orderBy(asc(userDomains.domain_id));
}

/**
 * Every membership of a user with the listings of its role-4 ones (every user_members row, also
 * of posts in the trash: they come back with the post), by domain id.
 */
export async function membershipsWithListings(db: Db, userId: number): Promise<Membership[]> {
  const [memberships, listings] = await Promise.all([
    membershipsOf(db, userId),
    db
      .select({ domainId: userMembers.domain_id, memberId: userMembers.member_id })
      .from(userMembers)
      .where(eq(userMembers.user_id, userId))
      .orderBy(asc(userMembers.member_id)),
  ]);
  return memberships.map((m) => {
    const ids = listings.filter((l) => l.domainId === m.domain_id).map((l) => l.memberId);
    return m.role_id === ROLES.member ? { ...m, member_ids: ids } : m;
  });
}

/** Whether every membership lies in `managed` (null: the caller manages every domain). */
export function managesWholeUser(memberships: Membership[], managed: number[] | null) {
  return managed === null || memberships.every((m) => managed.includes(m.domain_id));
}

/**
 * A user's name, email, password state and disabled flag, and the user itself, belong to every
 * site it is on: a site admin changes them only when all of the user's memberships lie in the
 * domains it manages, else 403 (a super admin may).
 */
export function requireWholeUser(memberships: Membership[], managed: number[] | null) {
  if (!managesWholeUser(memberships, managed)) throw new HttpError(403, USER_OUTSIDE_YOUR_SITES);
}

/** requireWholeUser for a user id (for operations that load the user themselves). */
export async function requireWholeUserById(db: Db, caller: Caller, userId: number) {
  const managed = await managedDomainIds(db, caller);
  if (managed !== null) requireWholeUser(await membershipsOf(db, userId), managed);
}

/** A user the caller may see, or 404. */
export async function findVisibleUser(db: Db, tenant: Tenant, caller: Caller, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), visibleUsers(tenant, caller)))
    .limit(1);
  if (!user) throw notFound();
  return user;
}
