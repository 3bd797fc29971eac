import type { UserItem, UsersQuery } from "@fooddir/contract";
import { and, count, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { membershipInvitations, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { likeContains } from "../posts/post-filters.ts";
import { toInvitationItems, visibleInvitations } from "./invitations.ts";
import { toUserItems, userRowColumns } from "./serialize.ts";
import { type Caller, managedDomainIds, visibleUsers } from "./user-scope.ts";

type Named = typeof users | typeof membershipInvitations;

/** Matches first name, last name, full name or email. */
function searchOf(table: Named, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likeContains(search);
  return or(
    ilike(table.firstname, pattern),
    ilike(table.lastname, pattern),
    ilike(sql`${table.firstname} || ' ' || ${table.lastname}`, pattern),
    ilike(table.email, pattern),
  );
}

/**
 * A page of the users the caller may manage, by name, with the total of the whole match; a site
 * admin sees their memberships in its own domains only. Pending invitations of existing accounts
 * (invitations.ts) are listed among them as the users they will become.
 */
export async function listUsers(db: Db, tenant: Tenant, caller: Caller, query: UsersQuery) {
  const userWhere = and(visibleUsers(tenant, caller), searchOf(users, query.search));
  const inviteWhere = and(
    visibleInvitations(tenant, caller),
    searchOf(membershipInvitations, query.search),
  );
  const row = (table: Named, kind: "user" | "invitation") => ({
    id: table.id,
    kind: sql<string>`${kind}`.as("kind"),
    last: sql<string>`lower(${table.lastname})`.as("last"),
    first: sql<string>`lower(${table.firstname})`.as("first"),
  });
  const page = await unionAll(
    db.select(row(users, "user")).from(users).where(userWhere),
    db
      .select(row(membershipInvitations, "invitation"))
      .from(membershipInvitations)
      .where(inviteWhere),
  )
    .orderBy(sql`last`, sql`first`, sql`id`)
    .limit(query.limit)
    .offset(query.offset);
  const idsOf = (kind: string) => page.filter((r) => r.kind === kind).map((r) => r.id);
  const [userRows, inviteRows, [{ users: userTotal }], [{ invites }], managed] = await Promise.all([
    idsOf("user").length === 0
      ? []
      : db
          .select(userRowColumns)
          .from(users)
          .where(inArray(users.id, idsOf("user"))),
    idsOf("invitation").length === 0
      ? []
      : db
          .select()
          .from(membershipInvitations)
          .where(inArray(membershipInvitations.id, idsOf("invitation"))),
    db.select({ users: count() }).from(users).where(userWhere),
    db.select({ invites: count() }).from(membershipInvitations).where(inviteWhere),
    managedDomainIds(db, caller),
  ]);
  const view = { managed, activeDomainId: tenant.id };
  const items = new Map<string, UserItem>();
  for (const item of await toUserItems(db, userRows, view)) items.set(`user:${item.id}`, item);
  for (const item of await toInvitationItems(db, inviteRows, view)) {
    items.set(`invitation:${item.id}`, item);
  }
  return {
    rows: page.flatMap((r) => items.get(`${r.kind}:${r.id}`) ?? []),
    total: userTotal + invites,
  };
}
