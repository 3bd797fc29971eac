import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userDomains, users } from "../src/db/schema.ts";
import { createUser, userIdOf } from "./fixtures.ts";
import { ADMIN, call, EDITOR, login } from "./helpers.ts";
import { CATERING, createUsersTestApp, idsOf, LOCAL, NOT_FOUND } from "./users-fixtures.ts";

// Who may manage which users; invitations, search and managed users' sessions are in
// users-sessions.test.ts.
const ctx = await createUsersTestApp();
const { app, db, siteAdminId, localEditorId, cateringEditorId, sharedEditorId, adminId } = ctx;
const { admin, siteAdmin, editor, list, get, create, update, remove, account, newUser } = ctx;

describe("role matrix", () => {
  /** Every users call on the local editor's record, made with `token`, in turn. */
  const everyCall = async (token?: string) => [
    await list(token),
    await get(token, localEditorId),
    await create(token, newUser()),
    await update(token, localEditorId, { firstname: "X" }),
    await remove(token, localEditorId),
  ];

  it("anonymous callers get 401 on every users call", async () => {
    for (const res of await everyCall()) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthorized." });
    }
  });

  it("editors get 403 on every users call, their own record included", async () => {
    const editorId = await userIdOf(db, EDITOR);
    const answers = [...(await everyCall(editor)), await get(editor, editorId)];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Forbidden." });
    }
    expect((await get(admin, localEditorId)).body.data.firstname).toBe("Lola");
  });

  it("a site admin lists only the users of its active domain, never a super admin", async () => {
    const res = await list(siteAdmin, "?limit=500");
    expect(res.status).toBe(200);
    const ids = idsOf(res);
    expect(ids).toEqual(
      expect.arrayContaining([
        siteAdminId,
        localEditorId,
        sharedEditorId,
        await userIdOf(db, EDITOR),
      ]),
    );
    expect(ids).not.toContain(cateringEditorId);
    expect(ids).not.toContain(adminId);
    expect(res.body.meta).toEqual({ total: ids.length, limit: 500, offset: 0 });
    // Memberships on domains the site admin does not belong to stay hidden.
    const shared = res.body.data.find((u: { id: number }) => u.id === sharedEditorId);
    expect(shared.domains).toEqual([{ id: LOCAL, host: "localhost", name: expect.any(String) }]);
  });

  it("a site admin reads, edits and deletes users of its own domain", async () => {
    const one = await get(siteAdmin, localEditorId);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({
      id: localEditorId,
      firstname: "Lola",
      lastname: "Local",
      email: "local-editor@example.com",
      role: { id: 3, name: "Editor" },
      domains: [{ id: LOCAL, host: "localhost", name: "Bay Food Truck Association" }],
      domain_roles: [{ domain_id: LOCAL, role_id: 3 }],
      member_ids: [],
      other_sites: false,
      two_factor_enabled: false,
      invitation_pending: false,
      pending_email: null,
      disabled: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const edited = await update(siteAdmin, localEditorId, { lastname: "Localova" });
    expect(edited.status).toBe(200);
    expect(edited.body.data.lastname).toBe("Localova");

    const created = await create(siteAdmin, newUser());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      role: { id: 3, name: "Editor" },
      domains: [{ id: LOCAL, host: "localhost" }],
      disabled: false,
    });
    const deleted = await remove(siteAdmin, created.body.data.id);
    expect(deleted.status).toBe(200);
    expect((await get(siteAdmin, created.body.data.id)).status).toBe(404);
  });

  it("a site admin asking for another domain's user (or a super admin) gets 404", async () => {
    for (const id of [cateringEditorId, adminId, 999_999]) {
      const answers = [
        await get(siteAdmin, id),
        await update(siteAdmin, id, { firstname: "Hacked" }),
        await update(siteAdmin, id, { disabled: true }),
        await remove(siteAdmin, id),
      ];
      for (const res of answers) {
        expect(res.status, `user ${id}`).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      }
    }
    const [catering] = await db.select().from(users).where(eq(users.id, cateringEditorId));
    expect(catering).toMatchObject({ firstname: "Cato", disabled_at: null, deleted_at: null });
    const [superAdmin] = await db.select().from(users).where(eq(users.id, adminId));
    expect(superAdmin).toMatchObject({ firstname: "Ada", disabled_at: null, deleted_at: null });
  });

  it("a super admin acting on another domain still sees every user", async () => {
    // The super admin acting on catering sees its users; the local site admin never does.
    const catering = (await login(app, ADMIN, { host: "catering.localhost" })).access_token;
    const ids = idsOf(await list(catering, "?limit=500"));
    expect(ids).toContain(cateringEditorId);
    expect(ids).toContain(localEditorId); // a super admin sees every user
  });

  it("a super admin lists, reads, edits and deletes every user", async () => {
    const all = await list(admin, "?limit=500");
    expect(all.status).toBe(200);
    const ids = idsOf(all);
    for (const id of [adminId, siteAdminId, localEditorId, cateringEditorId, sharedEditorId]) {
      expect(ids).toContain(id);
    }
    const superAdmin = all.body.data.find((u: { id: number }) => u.id === adminId);
    expect(superAdmin.role).toEqual({ id: 1, name: "Super admin" });
    expect(superAdmin.domains.map((d: { id: number }) => d.id)).toEqual([LOCAL, CATERING]);

    expect((await get(admin, cateringEditorId)).body.data.domains).toEqual([
      { id: CATERING, host: "catering.localhost", name: expect.any(String) },
    ]);
    const edited = await update(admin, cateringEditorId, { firstname: "Catalina" });
    expect(edited.status).toBe(200);
    expect(edited.body.data.firstname).toBe("Catalina");

    const created = await create(admin, newUser({ role_id: 1, domain_ids: [] }));
    expect(created.status).toBe(201);
    expect(created.body.data.role).toEqual({ id: 1, name: "Super admin" });
    expect(created.body.data.domains.map((d: { id: number }) => d.id)).toEqual([LOCAL, CATERING]);
    expect((await remove(admin, created.body.data.id)).status).toBe(200);
  });

  it("answers 404 for a deleted user and 422 for a malformed id", async () => {
    const id = await createUser(db, { email: "gone-already@example.com" });
    expect((await remove(admin, id)).status).toBe(200);
    for (const res of [
      await get(admin, id),
      await update(admin, id, {}),
      await remove(admin, id),
    ]) {
      expect(res.status).toBe(404);
    }
    const bad = await call(app, "GET", "/api/users/abc", { token: admin });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toBeDefined();
  });
});

describe("role and domain rules", () => {
  it("nobody grants a role above their own", async () => {
    const escalate = await create(siteAdmin, newUser({ role_id: 1 }));
    expect(escalate.status).toBe(422);
    expect(escalate.body.errors.role_id).toEqual([expect.any(String)]);

    const promote = await update(siteAdmin, localEditorId, { role_id: 1 });
    expect(promote.status).toBe(422);
    expect(promote.body.errors.role_id).toBeDefined();
    expect((await get(admin, localEditorId)).body.data.role.id).toBe(3);

    // Roles 2 and 3 are theirs to give.
    const peer = await create(siteAdmin, newUser({ role_id: 2 }));
    expect(peer.status).toBe(201);
    expect(peer.body.data.role).toEqual({ id: 2, name: "Site admin" });

    const invalid = await create(admin, newUser({ role_id: 5 }));
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.role_id).toBeDefined();
    // Role 4 (Member, below an editor) is a site admin's to give, with its listings.
    const vendor = await create(siteAdmin, newUser({ role_id: 4 }));
    expect(vendor.status).toBe(422);
    expect(vendor.body.errors.member_ids).toBeDefined();
  });

  it("a site admin assigns only domains it belongs to, and keeps the user's other ones", async () => {
    const foreign = await create(siteAdmin, newUser({ domain_ids: [LOCAL, CATERING] }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.domain_ids).toEqual([expect.any(String)]);

    const move = await update(siteAdmin, localEditorId, { domain_ids: [CATERING] });
    expect(move.status).toBe(422);
    expect(move.body.errors.domain_ids).toBeDefined();

    // Re-saving the shared editor with the site admin's only domain keeps the catering one.
    const shared = await update(siteAdmin, sharedEditorId, { domain_ids: [LOCAL] });
    expect(shared.status).toBe(200);
    expect(shared.body.data.domains.map((d: { id: number }) => d.id)).toEqual([LOCAL]);
    const rows = await db
      .select({ id: userDomains.domain_id })
      .from(userDomains)
      .where(eq(userDomains.user_id, sharedEditorId));
    expect(rows.map((r) => r.id).sort()).toEqual([LOCAL, CATERING]);
  });

  it("site admins and editors need existing domains", async () => {
    for (const domain_ids of [[], [999], [LOCAL, 999]]) {
      const res = await create(admin, newUser({ domain_ids }));
      expect(res.status, JSON.stringify(domain_ids)).toBe(422);
      expect(res.body.errors.domain_ids).toEqual([expect.any(String)]);
    }
    const missing = await create(admin, newUser({ role_id: 2, domain_ids: undefined }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.domain_ids).toBeDefined();

    const empty = await update(admin, localEditorId, { domain_ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.domain_ids).toBeDefined();
  });

  it("emails are unique among live users, whatever their case", async () => {
    for (const email of [EDITOR, " Local-Editor@Example.com "]) {
      const res = await create(admin, newUser({ email }));
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual([expect.any(String)]);
    }
    const taken = await update(admin, localEditorId, { email: EDITOR });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toBeDefined();
    // Keeping one's own email is no conflict.
    expect((await update(admin, localEditorId, { email: "local-editor@example.com" })).status).toBe(
      200,
    );

    // Deleting a user frees the address.
    const doomed = await create(admin, newUser({ email: "reusable@example.com" }));
    expect((await remove(admin, doomed.body.data.id)).status).toBe(200);
    const reborn = await create(admin, newUser({ email: "reusable@example.com" }));
    expect(reborn.status).toBe(201);
    expect(reborn.body.data.id).not.toBe(doomed.body.data.id);
  });

  it("names every bad field at once", async () => {
    const res = await create(siteAdmin, {
      firstname: " ",
      lastname: "Person",
      email: "not-an-email",
      role_id: 3,
      domain_ids: [LOCAL],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "firstname"]);

    const rules = await create(siteAdmin, newUser({ email: EDITOR, role_id: 1, domain_ids: [2] }));
    expect(rules.status).toBe(422);
    expect(Object.keys(rules.body.errors).sort()).toEqual(["domain_ids", "email", "role_id"]);
  });

  it("nobody deletes or disables themself, or changes their own role or sites", async () => {
    for (const [token, id] of [
      [admin, adminId],
      [siteAdmin, siteAdminId],
    ] as const) {
      const del = await remove(token, id);
      expect(del.status).toBe(422);
      expect(del.body.errors).toBeDefined();
      const off = await update(token, id, { disabled: true });
      expect(off.status).toBe(422);
      expect(off.body.errors.disabled).toBeDefined();
      const role = await update(token, id, { role_id: 3 });
      expect(role.status).toBe(422);
      expect(role.body.errors.role_id).toBeDefined();
    }
    const sites = await update(siteAdmin, siteAdminId, { domain_ids: [] });
    expect(sites.status).toBe(422);
    // Their own names are theirs to change.
    const names = await update(siteAdmin, siteAdminId, { firstname: "Sal" });
    expect(names.status).toBe(200);
    expect((await account(siteAdmin)).status).toBe(200);
    expect((await account(admin)).status).toBe(200);
  });

  it("a role change applies to the user's very next request", async () => {
    const email = "promoted@example.com";
    const id = await createUser(db, { email, domainIds: [LOCAL] });
    const token = (await login(app, email)).access_token;
    expect((await list(token)).status).toBe(403);
    expect((await update(siteAdmin, id, { role_id: 2 })).status).toBe(200);
    expect((await list(token)).status).toBe(200);
    expect((await update(admin, id, { role_id: 3 })).status).toBe(200);
    expect((await list(token)).status).toBe(403);
  });
});
