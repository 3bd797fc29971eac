import { ROLE_NAMES, ROLES, type RoleId, type UserItem } from "@fooddir/contract";
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, emailChanges, posts, userDomains, userMembers, users } from "../../db/schema.ts";

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
  | "password_hash"
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
  password_hash: users.password_hash,
};

type DomainRef = { id: number; host: string; name: string };

/** Who looks: the domains it manages (null: all, a super admin) and its active domain. */
export type UserView = { managed: number[] | null; activeDomainId: number };

/** Who a user is and the role they are shown with: the head of a user item and of the account. */
export const personOf = (
  user: { id: number; firstname: string; lastname: string; email: string },
  roleId: RoleId,
) => ({
  id: user.id,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  role: { id: roleId, name: ROLE_NAMES[roleId] },
});

/**
 * Users in the contract's shape, with their domains and roles per domain: every domain for a
 * super admin user (role 1 belongs to all, `domain_roles` empty), else their memberships. A site
 * admin sees only the memberships in domains it manages, never the names of other tenants. The
 * `role` is role 1 for a super admin, else the role on the viewer's active domain, else the
 * highest role among the memberships shown. `member_ids`: the live listings (member posts) the
 * user keeps as role 4 on the sites shown (decision 027).
 */
export async function toUserItems(db: Db, rows: UserRow[], view: UserView): Promise<UserItem[]> {
  if (rows.length === 0) return [];
  const columns = { id: domains.id, host: domains.host, name: domains.name };
  const memberships = await db
    .select({ userId: userDomains.user_id, roleId: userDomains.role_id, ...columns })
    .from(userDomains)
    .innerJoin(domains, eq(domains.id, userDomains.domain_id))
    .where(
      inArray(
        userDomains.user_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(domains.id));
  const pending = await db
    .select({ userId: emailChanges.user_id, email: emailChanges.new_email })
    .from(emailChanges)
    .where(
      and(
        inArray(
          emailChanges.user_id,
          rows.map((r) => r.id),
        ),
        isNull(emailChanges.confirmed_at),
        isNull(emailChanges.reverted_at),
        isNull(emailChanges.cancelled_at),
        gt(emailChanges.expires_at, new Date()),
      ),
    )
    .orderBy(asc(emailChanges.id));
  const pendingEmail = new Map(pending.map((p) => [p.userId, p.email]));
  const listings = await db
    .select({
      userId: userMembers.user_id,
      domainId: userMembers.domain_id,
      id: userMembers.member_id,
    })
    .from(userMembers)
    .innerJoin(posts, eq(posts.id, userMembers.member_id))
    .where(
      and(
        inArray(
          userMembers.user_id,
          rows.map((r) => r.id),
        ),
        isNull(posts.deleted_at),
      ),
    )
    .orderBy(asc(userMembers.member_id));
  const all = rows.some((r) => r.role_id === ROLES.superAdmin)
    ? await db.select(columns).from(domains).orderBy(asc(domains.id))
    : [];
  const byUser = new Map<number, (DomainRef & { roleId: number })[]>();
  const elsewhere = new Set<number>();
  for (const { userId, ...membership } of memberships) {
    if (view.managed !== null && !view.managed.includes(membership.id)) {
      elsewhere.add(userId);
      continue;
    }
    const list = byUser.get(userId) ?? [];
    list.push(membership);
    byUser.set(userId, list);
  }
  return rows.map((row) => {
    const superAdmin = row.role_id === ROLES.superAdmin;
    const shown = superAdmin ? [] : (byUser.get(row.id) ?? []);
    const active = shown.find((m) => m.id === view.activeDomainId);
    const highest = shown.length > 0 ? Math.min(...shown.map((m) => m.roleId)) : row.role_id;
    const roleId = (superAdmin ? ROLES.superAdmin : (active?.roleId ?? highest)) as RoleId;
    const visibleDomains = superAdmin
      ? all.filter((d) => view.managed === null || view.managed.includes(d.id))
      : shown.map(({ id, host, name }) => ({ id, host, name }));
    return {
      ...personOf(row, roleId),
      domains: visibleDomains,
      domain_roles: shown.map((m) => ({ domain_id: m.id, role_id: m.roleId as 2 | 3 | 4 })),
      member_ids: listings
        .filter(
          (l) =>
            l.userId === row.id &&
            shown.some((m) => m.id === l.domainId && m.roleId === ROLES.member),
        )
        .map((l) => l.id),
      other_sites: elsewhere.has(row.id),
      two_factor_enabled: row.two_factor_enabled,
      disabled: row.disabled_at !== null,
      invitation_pending: row.password_hash === null,
      pending_email: pendingEmail.get(row.id) ?? null,
      created_at: row.created_at.toISOString(),
    };
  });
}

/** One user in the contract's shape (see toUserItems). */
export async function toUserItem(db: Db, row: UserRow, view: UserView) {
  const [item] = await toUserItems(db, [row], view);
  return item;
}
