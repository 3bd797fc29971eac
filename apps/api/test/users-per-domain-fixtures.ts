import { eq } from "drizzle-orm";
import { userDomains, users } from "../src/db/schema.ts";
import { createUser, userCalls } from "./fixtures.ts";
import { call, createTestApp, login } from "./helpers.ts";

export const LOCAL = 1;
export const CATERING = 2;

/**
 * The per-domain users test files' start (issue 28, findings H2 and H3): their own app, a site
 * admin of each domain and one that is only an editor of catering, and the users calls.
 */
export async function createUsersPerDomainTestApp() {
  const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

  /** A user with a role per domain, made in the database. */
  async function member(email: string, roles: Record<number, 2 | 3>, firstname = "Test") {
    const entries = Object.entries(roles).map(([d, r]) => [Number(d), r] as const);
    const id = await createUser(db, {
      email,
      roleId: Math.min(...entries.map(([, r]) => r)) as 2 | 3,
      domainIds: [],
      firstname,
    });
    await db
      .insert(userDomains)
      .values(entries.map(([domain_id, role_id]) => ({ user_id: id, domain_id, role_id })));
    return id;
  }

  await member("local-admin@example.com", { [LOCAL]: 2 });
  // Site admin of localhost but only an editor of catering: it manages nothing on catering.
  await member("mixed-admin@example.com", { [LOCAL]: 2, [CATERING]: 3 });
  await member("catering-admin@example.com", { [CATERING]: 2 });

  const admin = (await login(app)).access_token;
  const localAdmin = (await login(app, "local-admin@example.com")).access_token;
  const mixedAdmin = (await login(app, "mixed-admin@example.com")).access_token;
  const cateringAdmin = (
    await login(app, "catering-admin@example.com", { host: "catering.localhost" })
  ).access_token;

  const list = (token: string) => call(app, "GET", "/api/users?limit=500", { token });

  async function rolesOf(id: number) {
    const rows = await db
      .select({ domain_id: userDomains.domain_id, role_id: userDomains.role_id })
      .from(userDomains)
      .where(eq(userDomains.user_id, id));
    return rows.sort((a, b) => a.domain_id - b.domain_id);
  }

  async function rowOf(id: number) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  let serial = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    firstname: "New",
    lastname: "Person",
    email: `per-domain-${++serial}@example.com`,
    ...overrides,
  });

  return {
    app,
    db,
    member,
    admin,
    localAdmin,
    mixedAdmin,
    cateringAdmin,
    list,
    ...userCalls(app),
    rolesOf,
    rowOf,
    newUser,
  };
}
