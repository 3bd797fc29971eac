import { and, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens, userDomains, users } from "../src/db/schema.ts";
import { createUser } from "./fixtures.ts";
import { call, DEMO_PASSWORD, login } from "./helpers.ts";
import { CATERING, createUsersTestApp, LOCAL } from "./users-fixtures.ts";

const { app, db, outbox, admin, siteAdmin, list, create, update, remove, account, newUser } =
  await createUsersTestApp();

describe("invitations", () => {
  it("mail a set-password link for the site of the API host called, valid for 7 days", async () => {
    const email = "invited@example.com";
    const before = outbox.length;
    const res = await create(
      admin,
      newUser({ email, firstname: "Ivy", domain_ids: [CATERING] }),
      "catering.localhost",
    );
    expect(res.status).toBe(201);
    const mails = outbox.slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("You're invited to Catering Collective");
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    const url = new URL(links[0] ?? "");
    expect(url.origin).toBe("http://catering.localhost:3000");
    expect(url.pathname).toBe("/change-password");
    expect(url.searchParams.get("email")).toBe(email);
    const token = url.searchParams.get("token")!;
    expect(token).toMatch(/.{20,}/);

    // No password yet: nothing signs in.
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row.password_hash).toBeNull();
    expect(
      (
        await call(app, "POST", "/api/auth/login", {
          body: { email, password: DEMO_PASSWORD },
        })
      ).status,
    ).toBe(422);

    const sixDays = new Date(Date.now() + 6 * 24 * 60 * 60 * 1000);
    const [stored] = await db
      .select()
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.user_id, row.id), gt(passwordResetTokens.expires_at, sixDays)),
      );
    expect(stored).toBeDefined();
    expect(stored.token_hash).not.toBe(token);

    const password = "my-own-fresh-password";
    // Through the API host of the site the link was issued for (any other refuses it).
    const set = await call(app, "POST", "/api/account/change-password", {
      host: "catering.localhost",
      body: { token, email, password, password_confirmation: password },
    });
    expect(set.status).toBe(200);
    const session = await login(app, email, { password, host: "catering.localhost" });
    expect((await account(session.access_token)).body.data).toMatchObject({
      email,
      active_domain_id: CATERING,
      role: { id: 3 },
    });
  });

  it("are sent by site admins too, to the site admin's API host", async () => {
    const before = outbox.length;
    const res = await create(siteAdmin, newUser({ email: "invited-by-site-admin@example.com" }));
    expect(res.status).toBe(201);
    const mail = outbox.slice(before).find((m) => m.to === "invited-by-site-admin@example.com");
    expect(mail?.subject).toBe("You're invited to Bay Food Truck Association");
    expect(new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).origin).toBe("http://localhost:3000");
  });

  it("are not sent when the user is refused", async () => {
    const before = outbox.length;
    expect((await create(siteAdmin, newUser({ role_id: 1 }))).status).toBe(422);
    expect(outbox.length).toBe(before);
  });
});

describe("search and paging", () => {
  it("finds users by name, full name or email, a page at a time", async () => {
    for (let i = 0; i < 3; i++) {
      await createUser(db, {
        email: `pager-${i}@example.com`,
        firstname: "Pagina",
        lastname: `Zed${i}`,
      });
    }
    const byName = await list(admin, "?search=pagina");
    expect(byName.body.meta.total).toBe(3);
    const byFull = await list(admin, "?search=Pagina%20Zed1");
    expect(byFull.body.data.map((u: { email: string }) => u.email)).toEqual([
      "pager-1@example.com",
    ]);
    const byEmail = await list(admin, "?search=PAGER-2@");
    expect(byEmail.body.data.map((u: { email: string }) => u.email)).toEqual([
      "pager-2@example.com",
    ]);

    const page = await list(admin, "?search=pagina&limit=2&offset=2");
    expect(page.body.meta).toEqual({ total: 3, limit: 2, offset: 2 });
    expect(page.body.data.map((u: { lastname: string }) => u.lastname)).toEqual(["Zed2"]);

    // LIKE wildcards match themselves.
    expect((await list(admin, "?search=%25")).body.meta.total).toBe(0);
    const bad = await list(admin, "?limit=0");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.limit).toBeDefined();
  });

  it("a site admin's search stays within its domain", async () => {
    const res = await list(siteAdmin, "?search=catering-editor");
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.total).toBe(0);
  });
});

describe("sessions of managed users", () => {
  async function signedIn(email: string, domainIds = [LOCAL]) {
    const id = await createUser(db, { email, domainIds });
    const tokens = await login(app, email);
    expect((await account(tokens.access_token)).status).toBe(200);
    return { id, ...tokens };
  }
  const refresh = (token: string) => call(app, "POST", "/api/auth/refresh-tokens", { token });

  it("disabling a user ends their sessions at once; enabling lets them sign in again", async () => {
    const email = "to-disable@example.com";
    const { id, access_token, refresh_token } = await signedIn(email);
    const res = await update(siteAdmin, id, { disabled: true });
    expect(res.status).toBe(200);
    expect(res.body.data.disabled).toBe(true);

    const after = await account(access_token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: "Unauthorized." });
    expect((await refresh(refresh_token)).status).toBe(401);
    const denied = await call(app, "POST", "/api/auth/login", {
      body: { email, password: DEMO_PASSWORD },
    });
    expect(denied.status).toBe(422);

    const enabled = await update(siteAdmin, id, { disabled: false });
    expect(enabled.body.data.disabled).toBe(false);
    // The old session stays ended; a new sign-in works.
    expect((await account(access_token)).status).toBe(401);
    expect((await account((await login(app, email)).access_token)).status).toBe(200);
  });

  it("deleting a user ends their sessions at once", async () => {
    const email = "to-delete@example.com";
    const { id, access_token, refresh_token } = await signedIn(email);
    expect((await remove(admin, id)).status).toBe(200);
    expect((await account(access_token)).status).toBe(401);
    expect((await refresh(refresh_token)).status).toBe(401);
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row.deleted_at).not.toBeNull();
  });

  it("a user who loses the active domain acts on one they still have on the next request", async () => {
    const email = "moved@example.com";
    const { id, access_token, refresh_token } = await signedIn(email, [LOCAL, CATERING]);
    expect((await account(access_token)).body.data.active_domain_id).toBe(LOCAL);

    const res = await update(admin, id, { domain_ids: [CATERING] });
    expect(res.status).toBe(200);
    const moved = await account(access_token);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      active_domain_id: CATERING,
      domains: [{ id: CATERING, host: "catering.localhost", name: expect.any(String) }],
    });
    const current = await call(app, "GET", "/api/domains/current", { token: access_token });
    expect(current.body.data).toMatchObject({ id: CATERING, host: "catering.localhost" });

    // The next refresh moves the sign-in itself: its tokens name the remaining domain.
    const refreshed = await refresh(refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await account(refreshed.body.data.access_token)).body.data.active_domain_id).toBe(
      CATERING,
    );

    // A switch to the remaining domain gives a proper token.
    const switched = await call(app, "POST", "/api/auth/switch-domain", {
      token: access_token,
      body: { domain_id: CATERING },
    });
    expect(switched.status).toBe(200);
    expect((await account(switched.body.data.access_token)).body.data.active_domain_id).toBe(
      CATERING,
    );
  });

  it("a user left with no domain at all is signed out", async () => {
    const email = "stranded@example.com";
    const { id, access_token } = await signedIn(email);
    await db.delete(userDomains).where(eq(userDomains.user_id, id));
    const res = await account(access_token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized." });
  });
});
