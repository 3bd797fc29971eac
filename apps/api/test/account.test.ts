import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResetTokens } from "../src/db/schema.ts";
import { accountCalls } from "./account-fixtures.ts";
import { createUser, userIdOf } from "./fixtures.ts";
import {
  ADMIN,
  call,
  createTestApp,
  DEMO_PASSWORD,
  EDITOR,
  eventually,
  itNeedsAToken,
  login,
} from "./helpers.ts";

const { app, db, outbox } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

const { account, update, refresh, signIn: tryLogin } = accountCalls(app);

describe("GET /api/account", () => {
  it("returns exactly the contract's fields", async () => {
    const admin = await account((await login(app, ADMIN)).access_token);
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({
      data: {
        id: await userIdOf(db, ADMIN),
        firstname: "Ada",
        lastname: "Admin",
        email: ADMIN,
        role: { id: 1, name: "Super admin" },
        domains: [
          { id: 1, host: "localhost", name: "Bay Food Truck Association" },
          { id: 2, host: "catering.localhost", name: expect.any(String) },
        ],
        active_domain_id: 1,
        two_factor_enabled: false,
        notify: "immediately",
      },
    });

    const editor = await account((await login(app, EDITOR)).access_token);
    expect(editor.body.data).toMatchObject({
      email: EDITOR,
      role: { id: 3, name: "Editor" },
      domains: [{ id: 1, host: "localhost", name: "Bay Food Truck Association" }],
      active_domain_id: 1,
    });
    expect(editor.body.data.domains).toHaveLength(1);
  });

  it("starts a session on the domain of the API host", async () => {
    const tokens = await login(app, ADMIN, { host: "catering.localhost" });
    expect((await account(tokens.access_token)).body.data.active_domain_id).toBe(2);
  });

  itNeedsAToken(app, "GET", "/api/account");
});

describe("POST /api/account", () => {
  it("updates the names", async () => {
    await createUser(db, { email: "names@example.com" });
    const { access_token } = await login(app, "names@example.com");
    const res = await update(access_token, { firstname: " Grace ", lastname: "Hopper" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstname: "Grace", lastname: "Hopper" });
    expect(res.body.data.session).toBeUndefined();
    expect((await account(access_token)).body.data).toMatchObject({
      firstname: "Grace",
      lastname: "Hopper",
      email: "names@example.com",
    });
  });

  it("says an email is taken only to a caller who may know its account, in any case", async () => {
    // A super admin knows every account.
    const admin = await login(app, ADMIN);
    for (const email of [EDITOR, " EDITOR@example.com "]) {
      const res = await update(admin.access_token, { email, current_password: DEMO_PASSWORD });
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual(["The email has already been taken."]);
    }
    // A site admin knows the users of its sites.
    await createUser(db, { email: "taken-site-admin@example.com", roleId: 2, domainIds: [1] });
    const siteAdmin = await login(app, "taken-site-admin@example.com");
    const known = await update(siteAdmin.access_token, {
      email: EDITOR,
      current_password: DEMO_PASSWORD,
    });
    expect(known.status).toBe(422);
    expect(known.body.errors.email).toEqual(["The email has already been taken."]);
    expect((await account(admin.access_token)).body.data.email).toBe(ADMIN);
  });

  it("answers an editor as for a free address and tells the address's owner instead (issue 29)", async () => {
    const { access_token } = await login(app, EDITOR);
    // Without the password only the password is named, never the address.
    const bare = await update(access_token, { email: ADMIN });
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.body.errors)).toEqual(["current_password"]);

    const before = outbox.length;
    const taken = await update(access_token, { email: ADMIN, current_password: DEMO_PASSWORD });
    const free = await update(access_token, {
      email: "free-address@example.com",
      current_password: DEMO_PASSWORD,
    });
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(Object.keys(taken.body.data).sort()).toEqual(Object.keys(free.body.data).sort());
    expect(taken.body.data.pending_email).toBe(ADMIN);
    expect(taken.body.data.message).toBe(
      free.body.data.message.replaceAll("free-address@example.com", ADMIN),
    );
    // The owner got a notice without any link; the account stays as it was.
    const notice = await eventually(() => outbox.slice(before).find((m) => m.to === ADMIN));
    expect(notice.text).toContain("Nothing changed");
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect((await account(access_token)).body.data.email).toBe(EDITOR);
    expect((await tryLogin(ADMIN, DEMO_PASSWORD)).status).toBe(200);
  });

  it("changes the email only with the current password, and only once confirmed", async () => {
    await createUser(db, { email: "old-address@example.com" });
    const { access_token } = await login(app, "old-address@example.com");
    const res = await update(access_token, {
      email: "New-Address@Example.com",
      current_password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    // Pending (email-change.test.ts follows the links): the old address still signs in.
    expect(res.body.data.email).toBe("old-address@example.com");
    expect(res.body.data.pending_email).toBe("new-address@example.com");
    expect((await tryLogin("old-address@example.com", DEMO_PASSWORD)).status).toBe(200);
    expect((await tryLogin("new-address@example.com", DEMO_PASSWORD)).status).toBe(422);
  });

  it("validates a password change", async () => {
    const { access_token } = await login(app, EDITOR);
    const cases: [Record<string, unknown>, string][] = [
      [
        { password: "a-new-password-1", password_confirmation: "a-new-password-1" },
        "current_password",
      ],
      [
        {
          current_password: "wrong-password",
          password: "a-new-password-1",
          password_confirmation: "a-new-password-1",
        },
        "current_password",
      ],
      [
        {
          current_password: DEMO_PASSWORD,
          password: "password123",
          password_confirmation: "password123",
        },
        "password",
      ],
      [
        { current_password: DEMO_PASSWORD, password: "short", password_confirmation: "short" },
        "password",
      ],
      [
        {
          current_password: DEMO_PASSWORD,
          password: "x".repeat(129),
          password_confirmation: "x".repeat(129),
        },
        "password",
      ],
      [
        {
          current_password: DEMO_PASSWORD,
          password: "a-new-password-1",
          password_confirmation: "a-new-password-2",
        },
        "password",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await update(access_token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(body)).toEqual([expect.any(String)]);
    }
    // Nothing changed: the session and the old password still work.
    expect((await account(access_token)).status).toBe(200);
    expect((await tryLogin(EDITOR, DEMO_PASSWORD)).status).toBe(200);
  });

  it("changes the password, returns a new session and ends every other one", async () => {
    const email = "changer@example.com";
    await createUser(db, { email });
    const current = await login(app, email);
    const elsewhere = await login(app, email);
    const newPassword = "a-much-better-passphrase";
    const res = await update(current.access_token, {
      current_password: DEMO_PASSWORD,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(res.status).toBe(200);
    const session = res.body.data.session;
    expect(session).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
    });

    for (const old of [current, elsewhere]) {
      expect((await account(old.access_token)).status).toBe(401);
      expect((await refresh(old.refresh_token)).status).toBe(401);
    }
    expect((await account(session.access_token)).status).toBe(200);
    expect((await refresh(session.refresh_token)).status).toBe(200);

    expect((await tryLogin(email, DEMO_PASSWORD)).status).toBe(422);
    expect((await tryLogin(email, newPassword)).status).toBe(200);
  });
});

describe("password reset", () => {
  const email = "forgetful@example.com";
  const resetRequest = (body: Record<string, unknown>, host = "catering.localhost", headers = {}) =>
    app.inject({
      method: "POST",
      url: "/api/account/reset-password",
      headers: { host: `api.${host}:3000`, "content-type": "application/json", ...headers },
      payload: JSON.stringify(body),
    });
  // Links work only through the API host of the site they were issued for (catering here).
  const change = (body: Record<string, unknown>) =>
    call(app, "POST", "/api/account/change-password", { body, host: "catering.localhost" });
  /** Sets `password`, confirmed, with a mailed link. */
  const changeTo = (link: { token: string; email: string }, password: string) =>
    change({ ...link, password, password_confirmation: password });

  /** Requests a link for `email` and returns its token and email from the mail. */
  async function mailedLink(to = email) {
    const before = outbox.length;
    const res = await resetRequest({ email: to });
    expect(res.statusCode).toBe(200);
    const mail = await eventually(() => (outbox.length > before ? outbox.at(-1) : undefined));
    expect(mail.to).toBe(to);
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    return { url, token: url.searchParams.get("token")!, email: url.searchParams.get("email")! };
  }

  it("mails one address at most 3 times in 15 minutes, answering the same every time", async () => {
    const address = "hammered@example.com";
    await createUser(db, { email: address, domainIds: [1] });
    const before = outbox.length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await resetRequest({ email: address }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await eventually(() =>
      outbox.slice(before).filter((m) => m.to === address).length >= 3 ? true : undefined,
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(outbox.slice(before).filter((m) => m.to === address)).toHaveLength(3);
  });

  it("answers the same for known and unknown emails and mails only the known one", async () => {
    await createUser(db, { email, domainIds: [1, 2] });
    const before = outbox.length;
    const known = await resetRequest({ email });
    const unknown = await resetRequest({ email: "no-such-user@example.com" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json().data.message).toEqual(expect.any(String));

    await eventually(() => (outbox.length > before ? true : undefined));
    // Give a (wrong) mail to the unknown address the chance to arrive too.
    await new Promise((r) => setTimeout(r, 100));
    expect(outbox.slice(before).map((m) => m.to)).toEqual([email]);
  });

  it("mails a link to the site of the called API host, never a host from the request", async () => {
    const before = outbox.length;
    const res = await resetRequest({ email, host: "evil.example" }, "catering.localhost", {
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      forwarded: "host=evil.example;proto=https",
    });
    expect(res.statusCode).toBe(200);
    const mail = await eventually(() => (outbox.length > before ? outbox.at(-1) : undefined));
    expect(mail.text).not.toContain("evil.example");
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(url.origin).toBe("http://catering.localhost:3000");
    expect(url.pathname).toBe("/change-password");
    expect(url.searchParams.get("email")).toBe(email);
    expect(url.searchParams.get("token")).toMatch(/.{20,}/);
  });

  it("sets the password with the mailed token once, and signs out everywhere", async () => {
    const session = await login(app, email);
    const link = await mailedLink();
    const newPassword = "reset-to-something-new";

    const mismatch = await change({
      ...link,
      password: newPassword,
      password_confirmation: "something-else-entirely",
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password).toBeDefined();

    const common = await changeTo(link, "password123");
    expect(common.status).toBe(422);
    expect(common.body.errors.password).toBeDefined();

    const wrongEmail = await change({
      ...link,
      email: EDITOR,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(wrongEmail.status).toBe(422);
    expect(wrongEmail.body.errors.token).toBeDefined();

    // The failed attempts did not spend the token.
    const ok = await changeTo(link, newPassword);
    expect(ok.status).toBe(200);

    expect((await account(session.access_token)).status).toBe(401);
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await tryLogin(email, DEMO_PASSWORD)).status).toBe(422);
    expect((await tryLogin(email, newPassword)).status).toBe(200);

    const again = await changeTo(link, "yet-another-password");
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([expect.any(String)]);
    expect((await tryLogin(email, newPassword)).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const target = "expired@example.com";
    await createUser(db, { email: target });
    const link = await mailedLink(target);
    await db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, await userIdOf(db, target)));
    const res = await changeTo(link, "fresh-password-1");
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toBeDefined();
    expect((await tryLogin(target, DEMO_PASSWORD)).status).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const res = await change({
      token: "made-up-token",
      email: EDITOR,
      password: "fresh-password-1",
      password_confirmation: "fresh-password-1",
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.token).toBeDefined();
  });
});
