import { ROLES } from "@fooddir/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, userDomains } from "../../db/schema.ts";

/** The domains a user may act on: all of them for role 1, else their memberships. */
export async function listDomainsOfUser(db: Db, userId: number, roleId: number) {
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
