import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { USER_OUTSIDE_YOUR_SITES } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userDomains, users } from "../src/db/schema.ts";
import { createUser } from "./fixtures.ts";
import { call, createTestApp, login } from "./helpers.ts";

// Issue 28 (red-team findings H2, H3): roles are per domain membership, and a site admin manages
// only what lies inside the domains where it is site admin.

const { app, database } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });
const db = database.db;

const LOCAL = 1;
const CATERING = 2;
const OUTSIDE = { message: USER_OUTSIDE_YOUR_SITES };

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
const get = (token: string, id: number) => call(app, "GET", `/api/users/${id}`, { token });
const create = (token: string, body: Record<string, unknown>) =>
  call(app, "POST", "/api/users", { token, body });
const update = (token: string, id: number, body: Record<string, unknown>) =>
  call(app, "PUT", `/api/users/${id}`, { token, body });
const remove = (token: string, id: number) => call(app, "DELETE", `/api/users/${id}`, { token });
const account = (token: string) => call(app, "GET", "/api/account", { token });

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

describe("H2: a site admin and a user who also belongs to another site", () => {
  it("cannot change their email, name or disabled flag, nor delete them; nothing changes", async () => {
    const email = "shared-victim@example.com";
    const id = await member(email, { [LOCAL]: 3, [CATERING]: 2 }, "Vic");
    const victim = (await login(app, email, { host: "catering.localhost" })).access_token;
    const before = await rowOf(id);

    for (const body of [
      { email: "attacker@example.com" },
      { firstname: "Owned" },
      { lastname: "Owned" },
      { disabled: true },
      { email: "attacker@example.com", domain_roles: [{ domain_id: LOCAL, role_id: 3 }] },
    ]) {
      const res = await update(localAdmin, id, body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body).toEqual(OUTSIDE);
    }
    const del = await remove(localAdmin, id);
    expect(del.status).toBe(403);
    expect(del.body).toEqual(OUTSIDE);

    const after = await rowOf(id);
    expect(after).toMatchObject({
      email,
      firstname: "Vic",
      lastname: before.lastname,
      disabled_at: null,
      deleted_at: null,
    });
    expect(await rolesOf(id)).toEqual([
      { domain_id: LOCAL, role_id: 3 },
      { domain_id: CATERING, role_id: 2 },
    ]);
    // The catering admin still signs in and works on catering.
    expect((await account(victim)).status).toBe(200);
    expect((await list(victim)).status).toBe(200);
    // A super admin may.
    expect((await update(admin, id, { firstname: "Victor" })).status).toBe(200);
  });

  it("lists and reads only the memberships in its own sites", async () => {
    const id = await member("shared-listed@example.com", { [LOCAL]: 3, [CATERING]: 2 });
    const listed = (await list(localAdmin)).body.data.find((u: { id: number }) => u.id === id);
    expect(listed.domains).toEqual([{ id: LOCAL, host: "localhost", name: expect.any(String) }]);
    expect(listed.domain_roles).toEqual([{ domain_id: LOCAL, role_id: 3 }]);
    expect(listed.role).toEqual({ id: 3, name: "Editor" });
    // It learns that there are other sites (so the panel locks the name), not which.
    expect(listed.other_sites).toBe(true);

    const one = (await get(localAdmin, id)).body.data;
    expect(one.domains.map((d: { id: number }) => d.id)).toEqual([LOCAL]);
    expect(one.domain_roles).toEqual([{ domain_id: LOCAL, role_id: 3 }]);

    // Where the caller is only an editor it sees nothing either.
    const mixed = (await get(mixedAdmin, id)).body.data;
    expect(mixed.domain_roles).toEqual([{ domain_id: LOCAL, role_id: 3 }]);

    // A super admin sees both, and the role on its active domain.
    const all = (await get(admin, id)).body.data;
    expect(all.domain_roles).toEqual([
      { domain_id: LOCAL, role_id: 3 },
      { domain_id: CATERING, role_id: 2 },
    ]);
    expect(all.role).toEqual({ id: 3, name: "Editor" });
    expect(all.other_sites).toBe(false);
  });

  it("still changes the role or membership on its own site, and re-sending unchanged fields is fine", async () => {
    const email = "shared-roles@example.com";
    const id = await member(email, { [LOCAL]: 3, [CATERING]: 3 }, "Rolf");
    const row = await rowOf(id);
    const res = await update(localAdmin, id, {
      firstname: row.firstname,
      lastname: row.lastname,
      email,
      disabled: false,
      domain_roles: [{ domain_id: LOCAL, role_id: 2 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.domain_roles).toEqual([{ domain_id: LOCAL, role_id: 2 }]);
    expect(res.body.data.role).toEqual({ id: 2, name: "Site admin" });
    expect(await rolesOf(id)).toEqual([
      { domain_id: LOCAL, role_id: 2 },
      { domain_id: CATERING, role_id: 3 },
    ]);

    // Removing the localhost membership leaves the catering one; the user leaves its list.
    const out = await update(localAdmin, id, { domain_roles: [] });
    expect(out.status).toBe(200);
    expect(await rolesOf(id)).toEqual([{ domain_id: CATERING, role_id: 3 }]);
    expect((await get(localAdmin, id)).status).toBe(404);
  });
});

describe("H3: a promotion through one site stays on that site", () => {
  it("role_id 2 on a user of both sites changes only the localhost membership", async () => {
    const email = "shared-promoted@example.com";
    const id = await member(email, { [LOCAL]: 3, [CATERING]: 3 });
    const res = await update(localAdmin, id, { role_id: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toEqual({ id: 2, name: "Site admin" });
    expect(await rolesOf(id)).toEqual([
      { domain_id: LOCAL, role_id: 2 },
      { domain_id: CATERING, role_id: 3 },
    ]);

    // On catering the user is still an editor.
    const onCatering = (await login(app, email, { host: "catering.localhost" })).access_token;
    const users = await call(app, "GET", "/api/users", {
      token: onCatering,
      host: "catering.localhost",
    });
    expect(users.status).toBe(403);
    const seo = await call(app, "PUT", "/api/domains", {
      token: onCatering,
      host: "catering.localhost",
      body: { title: "Taken over", description: "by a localhost site admin" },
    });
    expect(seo.status).toBe(403);
    expect((await account(onCatering)).body.data.role).toEqual({ id: 3, name: "Editor" });

    // On localhost it is a site admin.
    const onLocal = (await login(app, email)).access_token;
    expect((await list(onLocal)).status).toBe(200);
    expect((await account(onLocal)).body.data.role).toEqual({ id: 2, name: "Site admin" });
  });

  it("role_id + domain_ids still set the same role on each given site", async () => {
    const id = await member("shared-same-role@example.com", { [LOCAL]: 3, [CATERING]: 3 });
    expect((await update(admin, id, { role_id: 2, domain_ids: [LOCAL, CATERING] })).status).toBe(
      200,
    );
    expect(await rolesOf(id)).toEqual([
      { domain_id: LOCAL, role_id: 2 },
      { domain_id: CATERING, role_id: 2 },
    ]);
    // Through a site admin, only its own sites (the other keeps its role).
    expect((await update(localAdmin, id, { role_id: 3, domain_ids: [LOCAL] })).status).toBe(200);
    expect(await rolesOf(id)).toEqual([
      { domain_id: LOCAL, role_id: 3 },
      { domain_id: CATERING, role_id: 2 },
    ]);
  });

  it("nobody grants role 1 but a super admin, and a site admin never assigns a site it does not manage", async () => {
    const id = await member("shared-escalate@example.com", { [LOCAL]: 3, [CATERING]: 3 });
    const up = await update(localAdmin, id, { role_id: 1 });
    expect(up.status).toBe(422);
    expect(up.body.errors.role_id).toBeDefined();
    for (const token of [localAdmin, mixedAdmin]) {
      const other = await update(token, id, {
        domain_roles: [
          { domain_id: LOCAL, role_id: 3 },
          { domain_id: CATERING, role_id: 2 },
        ],
      });
      expect(other.status).toBe(422);
      expect(other.body.errors.domain_roles).toBeDefined();
    }
    const bad = await update(admin, id, { domain_roles: [{ domain_id: LOCAL, role_id: 1 }] });
    expect(bad.status).toBe(422);
    expect(await rolesOf(id)).toEqual([
      { domain_id: LOCAL, role_id: 3 },
      { domain_id: CATERING, role_id: 3 },
    ]);
  });

  it("a site admin of one site that is only an editor on the other manages no users there", async () => {
    const onCatering = (await login(app, "mixed-admin@example.com", { host: "catering.localhost" }))
      .access_token;
    const res = await call(app, "GET", "/api/users", {
      token: onCatering,
      host: "catering.localhost",
    });
    expect(res.status).toBe(403);
  });
});

describe("every users operation with a user of a second site", () => {
  it("list: a site admin sees the user with its own site's role; a super admin both", async () => {
    const id = await member("op-list@example.com", { [LOCAL]: 2, [CATERING]: 3 });
    const mine = (await list(localAdmin)).body.data.find((u: { id: number }) => u.id === id);
    expect(mine.domain_roles).toEqual([{ domain_id: LOCAL, role_id: 2 }]);
    const theirs = (await list(cateringAdmin)).body.data.find((u: { id: number }) => u.id === id);
    expect(theirs.domain_roles).toEqual([{ domain_id: CATERING, role_id: 3 }]);
    expect(theirs.role).toEqual({ id: 3, name: "Editor" });
    const all = (await list(admin)).body.data.find((u: { id: number }) => u.id === id);
    expect(all.domain_roles).toHaveLength(2);
  });

  it("get: each site admin reads its own membership only", async () => {
    const id = await member("op-get@example.com", { [LOCAL]: 3, [CATERING]: 2 });
    expect((await get(localAdmin, id)).body.data.role).toEqual({ id: 3, name: "Editor" });
    expect((await get(cateringAdmin, id)).body.data).toMatchObject({
      role: { id: 2, name: "Site admin" },
      domains: [{ id: CATERING }],
      domain_roles: [{ domain_id: CATERING, role_id: 2 }],
    });
  });

  it("create: a role per site, within the caller's sites", async () => {
    const both = await create(
      admin,
      newUser({
        domain_roles: [
          { domain_id: LOCAL, role_id: 2 },
          { domain_id: CATERING, role_id: 3 },
        ],
      }),
    );
    expect(both.status).toBe(201);
    expect(both.body.data.role).toEqual({ id: 2, name: "Site admin" });
    expect(await rolesOf(both.body.data.id)).toEqual([
      { domain_id: LOCAL, role_id: 2 },
      { domain_id: CATERING, role_id: 3 },
    ]);

    const foreign = await create(
      localAdmin,
      newUser({ domain_roles: [{ domain_id: CATERING, role_id: 3 }] }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.domain_roles).toBeDefined();
    const noSite = await create(localAdmin, newUser({ domain_roles: [] }));
    expect(noSite.status).toBe(422);
    expect(noSite.body.errors.domain_roles).toBeDefined();
    const twice = await create(
      admin,
      newUser({
        domain_roles: [
          { domain_id: LOCAL, role_id: 2 },
          { domain_id: LOCAL, role_id: 3 },
        ],
      }),
    );
    expect(twice.status).toBe(422);
    const noRole = await create(admin, newUser({ domain_ids: [LOCAL] }));
    expect(noRole.status).toBe(422);
    expect(noRole.body.errors.role_id).toBeDefined();

    const mine = await create(
      localAdmin,
      newUser({ domain_roles: [{ domain_id: LOCAL, role_id: 2 }] }),
    );
    expect(mine.status).toBe(201);
    expect(mine.body.data.domain_roles).toEqual([{ domain_id: LOCAL, role_id: 2 }]);
  });

  it("update: a site admin adds or removes only its own site's membership", async () => {
    const id = await member("op-update@example.com", { [CATERING]: 3 });
    // Not in its site yet: not found for it.
    expect((await update(localAdmin, id, { domain_ids: [LOCAL] })).status).toBe(404);
    const added = await update(cateringAdmin, id, {
      domain_roles: [{ domain_id: CATERING, role_id: 3 }],
    });
    expect(added.status).toBe(200);
    expect((await update(admin, id, { domain_ids: [LOCAL, CATERING] })).status).toBe(200);
    expect(await rolesOf(id)).toEqual([
      { domain_id: LOCAL, role_id: 3 },
      { domain_id: CATERING, role_id: 3 },
    ]);
    const promoted = await update(cateringAdmin, id, {
      domain_roles: [{ domain_id: CATERING, role_id: 2 }],
    });
    expect(promoted.status).toBe(200);
    expect(await rolesOf(id)).toEqual([
      { domain_id: LOCAL, role_id: 3 },
      { domain_id: CATERING, role_id: 2 },
    ]);
    const removed = await update(cateringAdmin, id, { domain_ids: [] });
    expect(removed.status).toBe(200);
    expect(await rolesOf(id)).toEqual([{ domain_id: LOCAL, role_id: 3 }]);
  });

  it("delete: only a super admin deletes a user of two sites; a site admin a user of its own", async () => {
    const id = await member("op-delete@example.com", { [LOCAL]: 3, [CATERING]: 3 });
    expect((await remove(localAdmin, id)).status).toBe(403);
    expect((await remove(cateringAdmin, id)).status).toBe(403);
    expect((await rowOf(id)).deleted_at).toBeNull();
    expect((await remove(admin, id)).status).toBe(200);

    const own = await member("op-delete-own@example.com", { [LOCAL]: 3 });
    expect((await remove(localAdmin, own)).status).toBe(200);
  });
});

describe("GET /api/account", () => {
  it("reports the role of the active domain; switching domains changes it", async () => {
    const email = "two-roles@example.com";
    await member(email, { [LOCAL]: 2, [CATERING]: 3 });
    const local = await login(app, email);
    expect((await account(local.access_token)).body.data.role).toEqual({
      id: 2,
      name: "Site admin",
    });
    const switched = await call(app, "POST", "/api/auth/switch-domain", {
      token: local.access_token,
      body: { domain_id: CATERING },
    });
    expect(switched.status).toBe(200);
    const onCatering = switched.body.data.access_token;
    expect((await account(onCatering)).body.data).toMatchObject({
      active_domain_id: CATERING,
      role: { id: 3, name: "Editor" },
    });
    expect((await account(onCatering)).body.data.domain_roles).toEqual([
      { domain_id: LOCAL, role_id: 2 },
      { domain_id: CATERING, role_id: 3 },
    ]);
    expect((await list(onCatering)).status).toBe(403);
    const superAdmin = (await account(admin)).body.data;
    expect(superAdmin.role).toEqual({ id: 1, name: "Super admin" });
    expect(superAdmin.domain_roles).toBeUndefined();
  });
});

describe("migration 0006", () => {
  it("gives every membership the role its user had", async () => {
    const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "../drizzle");
    const files = (await readdir(folder)).filter((f) => f.endsWith(".sql")).sort();
    const pg = new PGlite();
    const run = async (file: string) => {
      const text = await readFile(path.join(folder, file), "utf8");
      for (const statement of text.split("--> statement-breakpoint")) {
        if (statement.trim()) await pg.exec(statement);
      }
    };
    try {
      const last = files.indexOf("0006_roles_per_domain_and_account_links.sql");
      for (const file of files.slice(0, last)) await run(file);
      await pg.exec(`
        insert into domains (id, host, name) values (1, 'a.test', 'A'), (2, 'b.test', 'B');
        insert into users (id, email, firstname, lastname, role_id)
          values (1, 's@x.test', 'S', 'S', 1), (2, 'a@x.test', 'A', 'A', 2),
                 (3, 'e@x.test', 'E', 'E', 3);
        insert into user_domains (user_id, domain_id)
          values (1, 1), (2, 1), (2, 2), (3, 2);`);
      await run(files[last]);
      const { rows } = await pg.query(
        "select user_id, domain_id, role_id from user_domains order by user_id, domain_id",
      );
      expect(rows).toEqual([
        { user_id: 1, domain_id: 1, role_id: 1 },
        { user_id: 2, domain_id: 1, role_id: 2 },
        { user_id: 2, domain_id: 2, role_id: 2 },
        { user_id: 3, domain_id: 2, role_id: 3 },
      ]);
    } finally {
      await pg.close();
    }
  });
});
