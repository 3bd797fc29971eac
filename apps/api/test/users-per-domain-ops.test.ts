import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { call, login } from "./helpers.ts";
import { CATERING, createUsersPerDomainTestApp, LOCAL } from "./users-per-domain-fixtures.ts";

// Issue 28 (see users-per-domain.test.ts): every users operation with a user of a second site,
// the account's role per domain, and migration 0006.
const ctx = await createUsersPerDomainTestApp();
const { app, member, admin, localAdmin, cateringAdmin, list, get, create, update, remove } = ctx;
const { account, rolesOf, rowOf, newUser } = ctx;

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
    /** Creates a user with these roles per site. */
    const withRoles = (token: string, domain_roles: { domain_id: number; role_id: number }[]) =>
      create(token, newUser({ domain_roles }));
    const bothRoles = [
      { domain_id: LOCAL, role_id: 2 },
      { domain_id: CATERING, role_id: 3 },
    ];
    const both = await withRoles(admin, bothRoles);
    expect(both.status).toBe(201);
    expect(both.body.data.role).toEqual({ id: 2, name: "Site admin" });
    expect(await rolesOf(both.body.data.id)).toEqual(bothRoles);

    const foreign = await withRoles(localAdmin, [{ domain_id: CATERING, role_id: 3 }]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.domain_roles).toBeDefined();
    const noSite = await withRoles(localAdmin, []);
    expect(noSite.status).toBe(422);
    expect(noSite.body.errors.domain_roles).toBeDefined();
    const twice = await withRoles(admin, [
      { domain_id: LOCAL, role_id: 2 },
      { domain_id: LOCAL, role_id: 3 },
    ]);
    expect(twice.status).toBe(422);
    const noRole = await create(admin, newUser({ domain_ids: [LOCAL] }));
    expect(noRole.status).toBe(422);
    expect(noRole.body.errors.role_id).toBeDefined();

    const mine = await withRoles(localAdmin, [{ domain_id: LOCAL, role_id: 2 }]);
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
