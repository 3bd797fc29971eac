import { type Account, ROLE_NAMES, ROLES, type RoleId } from "@fooddir/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, userDomains, users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";

/** The domains a user may act on: all of them for role 1, else their memberships. */
export async function domainsOfUser(db: Db, userId: number, roleId: number) {
  const columns = { id: domains.id, host: domains.host, name: domains.name };
  if (roleId === ROLES.superAdmin) {
    return db.select(columns).from(domains).orderBy(asc(domains.id));
  }
  const ids = db
    .select({ id: userDomains.domain_id })
    .from(userDomains)
    .where(eq(userDomains.user_id, userId));
  return db.select(columns).from(domains).where(inArray(domains.id, ids)).orderBy(asc(domains.id));
}

export async function loadAccount(
  db: Db,
  userId: number,
  activeDomainId: number,
): Promise<Account> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  const roleId = user.role_id as RoleId;
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role: { id: roleId, name: ROLE_NAMES[roleId] },
    domains: await domainsOfUser(db, user.id, roleId),
    active_domain_id: activeDomainId,
    two_factor_enabled: user.two_factor_enabled,
  };
}
