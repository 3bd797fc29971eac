import { ROLE_NAMES, ROLES, type RoleId, type UserItem } from "@fooddir/contract";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, userDomains, users } from "../../db/schema.ts";

export type UserRow = Pick<
  typeof users.$inferSelect,
  | "id"
  | "firstname"
  | "lastname"
  | "email"
  | "role_id"
  | "two_factor_enabled"
  | "disabled_at"
  | "created_at"
>;

export const userRowColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  role_id: users.role_id,
  two_factor_enabled: users.two_factor_enabled,
  disabled_at: users.disabled_at,
  created_at: users.created_at,
};

type DomainRef = { id: number; host: string; name: string };

/**
 * Users in the contract's shape, with their domains: every domain for a super admin (role 1
 * belongs to all), else their memberships. A site admin (`shown` = its own domain ids) sees only
 * the memberships it shares, never the names of other tenants.
 */
export async function toUserItems(
  db: Db,
  rows: UserRow[],
  shown: number[] | null,
): Promise<UserItem[]> {
  if (rows.length === 0) return [];
  const columns = { id: domains.id, host: domains.host, name: domains.name };
  const memberships = await db
    .select({ userId: userDomains.user_id, ...columns })
    .from(userDomains)
    .innerJoin(domains, eq(domains.id, userDomains.domain_id))
    .where(
      inArray(
        userDomains.user_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(domains.id));
  const all = rows.some((r) => r.role_id === ROLES.superAdmin)
    ? await db.select(columns).from(domains).orderBy(asc(domains.id))
    : [];
  const byUser = new Map<number, DomainRef[]>();
  for (const { userId, ...domain } of memberships) {
    const list = byUser.get(userId) ?? [];
    list.push(domain);
    byUser.set(userId, list);
  }
  return rows.map((row) => {
    const roleId = row.role_id as RoleId;
    const own = roleId === ROLES.superAdmin ? all : (byUser.get(row.id) ?? []);
    return {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      role: { id: roleId, name: ROLE_NAMES[roleId] },
      domains: shown === null ? own : own.filter((d) => shown.includes(d.id)),
      two_factor_enabled: row.two_factor_enabled,
      disabled: row.disabled_at !== null,
      created_at: row.created_at.toISOString(),
    };
  });
}

/** One user in the contract's shape (see toUserItems). */
export async function toUserItem(db: Db, row: UserRow, shown: number[] | null) {
  const [item] = await toUserItems(db, [row], shown);
  return item;
}
