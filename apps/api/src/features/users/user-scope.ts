import { ROLES } from "@fooddir/contract";
import { and, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userDomains, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import type { AuthContext } from "../../http/context.ts";
import { notFound } from "../../http/errors.ts";

/** Who manages users: the signed-in caller (role 1 or 2), acting on the tenant (its active domain). */
export type Caller = Pick<AuthContext, "userId" | "roleId">;

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

/** The domains a caller may assign: all (null) for a super admin, else its own memberships. */
export async function assignableDomainIds(db: Db, caller: Caller): Promise<number[] | null> {
  if (caller.roleId === ROLES.superAdmin) return null;
  const rows = await db
    .select({ id: userDomains.domain_id })
    .from(userDomains)
    .where(eq(userDomains.user_id, caller.userId));
  return rows.map((r) => r.id);
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
