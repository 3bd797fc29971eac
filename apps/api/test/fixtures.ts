import { asc, eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/db/client.ts";
import { locations, userDomains, users } from "../src/db/schema.ts";
import { call, EDITOR } from "./helpers.ts";

/**
 * A user made directly in the database with the demo password (the editor's hash is reused so
 * no argon2 work is needed), for tests that change or break an account.
 */
export async function createUser(
  db: Db,
  options: {
    email: string;
    /** 3 (editor) unless told; 4 is a vendor (createVendor binds its listings). */
    roleId?: 1 | 2 | 3 | 4;
    domainIds?: number[];
    firstname?: string;
    lastname?: string;
  },
) {
  const [editor] = await db
    .select({ hash: users.password_hash })
    .from(users)
    .where(eq(users.email, EDITOR));
  const [row] = await db
    .insert(users)
    .values({
      email: options.email,
      firstname: options.firstname ?? "Test",
      lastname: options.lastname ?? "User",
      role_id: options.roleId ?? 3,
      password_hash: editor.hash,
    })
    .returning({ id: users.id });
  const domainIds = options.domainIds ?? [1];
  if (domainIds.length > 0) {
    await db
      .insert(userDomains)
      .values(
        domainIds.map((d) => ({ user_id: row.id, domain_id: d, role_id: options.roleId ?? 3 })),
      );
  }
  return row.id;
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/**
 * Every user's staff mails off (issue 38: staff hear of new requests and submissions as their
 * `notify` says, immediately by default), for a file about other people's mails.
 */
export async function quietStaff(db: Db) {
  await db.update(users).set({ notify: "off" });
}

/** The calls on one user and on the caller's own account, as a caller holding `token` makes them. */
export function userCalls(app: FastifyInstance) {
  return {
    get: (token: string | undefined, id: number) => call(app, "GET", `/api/users/${id}`, { token }),
    create: (token: string | undefined, body: Record<string, unknown>, host?: string) =>
      call(app, "POST", "/api/users", { token, body, host }),
    update: (token: string | undefined, id: number, body: Record<string, unknown>) =>
      call(app, "PUT", `/api/users/${id}`, { token, body }),
    remove: (token: string | undefined, id: number) =>
      call(app, "DELETE", `/api/users/${id}`, { token }),
    account: (token: string) => call(app, "GET", "/api/account", { token }),
  };
}

/** A table of per-domain rows: an `id` and the `domain_id` they belong to. */
export type DomainTable = PgTable & { id: AnyPgColumn; domain_id: AnyPgColumn };

/** Every row of `table` on `domainId`, in id order. */
export function domainRows<T extends DomainTable>(
  db: Db,
  table: T,
  domainId: number,
): Promise<T["$inferSelect"][]> {
  return db
    .select()
    .from(table as PgTable)
    .where(eq(table.domain_id, domainId))
    .orderBy(asc(table.id));
}

/** The ids of `table`'s rows on `domainId`. */
export async function domainIdSet(db: Db, table: DomainTable, domainId: number) {
  const rows = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.domain_id, domainId));
  return new Set(rows.map((r) => r.id as number));
}

/** The first location (lowest id) of `domainId`, as the demo seeded it. */
export async function firstLocation(db: Db, domainId: number) {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.domain_id, domainId))
    .orderBy(asc(locations.id))
    .limit(1);
  return row;
}

/** A stop body (POST or PUT /api/stops): `memberId` at `locationId` on `day`, 11:00-14:00. */
export const lunchStopBody = (
  memberId: number,
  locationId: number,
  day: string,
  overrides: Record<string, unknown> = {},
) => ({
  member_id: memberId,
  location_id: locationId,
  starts_at: `${day}T11:00`,
  ends_at: `${day}T14:00`,
  note: "",
  ...overrides,
});
