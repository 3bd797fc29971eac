import { USER_OUTSIDE_YOUR_SITES } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { call, login } from "./helpers.ts";
import { CATERING, createUsersPerDomainTestApp, LOCAL } from "./users-per-domain-fixtures.ts";

// Issue 28 (red-team findings H2, H3): roles are per domain membership, and a site admin manages
// only what lies inside the domains where it is site admin.
// Findings H2 and H3 here; every users operation, the account and migration 0006 are in
// users-per-domain-ops.test.ts.
const ctx = await createUsersPerDomainTestApp();
const { app, member, admin, localAdmin, mixedAdmin, list, get, update, remove, account } = ctx;
const { rolesOf, rowOf } = ctx;

const OUTSIDE = { message: USER_OUTSIDE_YOUR_SITES };

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
