import type { UsersQuery } from "@fooddir/contract";
import { and, asc, count, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { likeContains } from "../posts/post-filters.ts";
import { toUserItems, userRowColumns } from "./serialize.ts";
import { type Caller, managedDomainIds, visibleUsers } from "./user-scope.ts";

/**
 * A page of the users the caller may manage, by name, with the total of the whole match; a site
 * admin sees their memberships in its own domains only.
 */
export async function listUsers(db: Db, tenant: Tenant, caller: Caller, query: UsersQuery) {
  const conditions: SQL[] = [visibleUsers(tenant, caller)];
  if (query.search) {
    const pattern = likeContains(query.search);
    conditions.push(
      or(
        ilike(users.firstname, pattern),
        ilike(users.lastname, pattern),
        ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
        ilike(users.email, pattern),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const [rows, [{ total }], managed] = await Promise.all([
    db
      .select(userRowColumns)
      .from(users)
      .where(where)
      .orderBy(
        asc(sql`lower(${users.lastname})`),
        asc(sql`lower(${users.firstname})`),
        asc(users.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
    managedDomainIds(db, caller),
  ]);
  return { items: await toUserItems(db, rows, { managed, activeDomainId: tenant.id }), total };
}
