import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signAccessToken } from "../src/auth/tokens.ts";
import { userDomains, users } from "../src/db/schema.ts";
import { accountCalls } from "./account-fixtures.ts";
import { createUser, userIdOf } from "./fixtures.ts";
import { ADMIN, call, createTestApp, DEMO_PASSWORD, EDITOR, login } from "./helpers.ts";

const { app, db } = await createTestApp();

const { account, refresh, signIn: tryLogin } = accountCalls(app);

describe("tokens and domains", () => {
  it("a token acts on its own domain, whatever API host it is sent to", async () => {
    const editor = await login(app, EDITOR);
    const current = await call(app, "GET", "/api/domains/current", {
      host: "catering.localhost",
      token: editor.access_token,
    });
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ id: 1, host: "localhost" });

    const colors = await call(app, "GET", "/api/domain-colors", {
      host: "catering.localhost",
      token: editor.access_token,
    });
    const localColors = await call(app, "GET", "/api/domain-colors");
    expect(colors.body.data).toEqual(localColors.body.data);

    const options = await call(app, "GET", "/api/domain-options", {
      host: "catering.localhost",
      token: editor.access_token,
    });
    expect(options.body.data.title).toBe("Bay Food Truck Association");

    const me = await account(editor.access_token, "catering.localhost");
    expect(me.body.data.active_domain_id).toBe(1);
  });

  it("signing in on a domain the user lacks starts the session on one of theirs", async () => {
    const editor = await login(app, EDITOR, { host: "catering.localhost" });
    const current = await call(app, "GET", "/api/domains/current", {
      host: "catering.localhost",
      token: editor.access_token,
    });
    expect(current.body.data.host).toBe("localhost");
  });

  it("a user removed from the token's domain never acts on it again: the next request and refresh move to a domain they still have", async () => {
    const email = "removed@example.com";
    const userId = await createUser(db, { email, domainIds: [1, 2] });
    const tokens = await login(app, email);
    expect((await account(tokens.access_token)).body.data.active_domain_id).toBe(1);

    await db
      .delete(userDomains)
      .where(and(eq(userDomains.user_id, userId), eq(userDomains.domain_id, 1)));

    const res = await account(tokens.access_token);
    expect(res.status).toBe(200);
    expect(res.body.data.active_domain_id).toBe(2);
    const current = await call(app, "GET", "/api/domains/current", { token: tokens.access_token });
    expect(current.body.data.id).toBe(2);
    // The refresh token mints tokens for the remaining domain, never for the lost one.
    const refreshed = await refresh(tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await account(refreshed.body.data.access_token)).body.data.active_domain_id).toBe(2);
  });
});

describe("disabled and deleted users", () => {
  for (const column of ["disabled_at", "deleted_at"] as const) {
    it(`${column}: tokens stop working and sign-in fails`, async () => {
      const email = `${column.replace("_at", "")}@example.com`;
      const userId = await createUser(db, { email });
      const tokens = await login(app, email);
      expect((await account(tokens.access_token)).status).toBe(200);

      await db
        .update(users)
        .set({ [column]: new Date() })
        .where(eq(users.id, userId));

      expect((await account(tokens.access_token)).status).toBe(401);
      expect((await refresh(tokens.refresh_token)).status).toBe(401);
      const res = await tryLogin(email);
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toBeDefined();
    });
  }
});

describe("forged access tokens", () => {
  it("refuses a token signed with another secret", async () => {
    const { access_token } = await login(app, ADMIN);
    const claims = JSON.parse(Buffer.from(access_token.split(".")[1], "base64url").toString());
    const forged = signAccessToken("another-secret", {
      sub: claims.sub,
      did: claims.did,
      fam: claims.fam,
    });
    const res = await account(forged);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized." });
  });

  it("refuses an expired token of a live session", async () => {
    const { access_token } = await login(app, ADMIN);
    const claims = JSON.parse(Buffer.from(access_token.split(".")[1], "base64url").toString());
    const nowSeconds = Math.floor(Date.now() / 1000);
    const expired = signAccessToken(
      "test-secret",
      { sub: claims.sub, did: claims.did, fam: claims.fam },
      nowSeconds - 3600,
    );
    expect((await account(expired)).status).toBe(401);
    // The same claims signed now work: only the expiry was refused.
    const fresh = signAccessToken("test-secret", {
      sub: claims.sub,
      did: claims.did,
      fam: claims.fam,
    });
    expect((await account(fresh)).status).toBe(200);
  });

  it("refuses a token whose payload was edited", async () => {
    const { access_token } = await login(app, EDITOR);
    const [header, payload, signature] = access_token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, did: 2 })).toString("base64url");
    expect((await account(`${header}.${edited}.${signature}`)).status).toBe(401);
    const unsigned = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect((await account(`${unsigned}.${payload}.`)).status).toBe(401);
  });

  it("refuses a validly signed token of an unknown session", async () => {
    const token = signAccessToken("test-secret", {
      sub: await userIdOf(db, ADMIN),
      did: 1,
      fam: randomUUID(),
    });
    expect((await account(token)).status).toBe(401);
  });
});

describe("login throttling per account", () => {
  it("blocks an account after 5 failures, however the attempts are spelled", async () => {
    const attempt = (url: string, body: Record<string, unknown>) =>
      app.inject({
        method: "POST",
        url,
        headers: { host: "api.localhost:3000", "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
    const failures: [string, Record<string, unknown>][] = [
      ["/api/auth/login", { email: EDITOR, password: "guess-1" }],
      ["/API/AUTH/LOGIN", { email: EDITOR, password: "guess-2" }],
      ["/api/auth/login/", { email: "  Editor@Example.COM ", password: "guess-3" }],
      ["/Api/Auth/Login/", { email: "EDITOR@EXAMPLE.COM", password: "guess-4", x: 1 }],
      [
        "/api/auth/login?via=query",
        { email: "editor@example.com\t", password: "guess-5", remember: true },
      ],
    ];
    for (const [url, body] of failures) {
      const res = await attempt(url, body);
      expect(res.statusCode).toBe(422);
    }

    const blocked = await attempt("/api/auth/login", { email: EDITOR, password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: "Too many requests." });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    const variant = await attempt("/API/auth/login/", {
      email: " editor@EXAMPLE.com",
      password: DEMO_PASSWORD,
    });
    expect(variant.statusCode).toBe(429);

    // Another account from the same client is not blocked.
    expect((await tryLogin(ADMIN)).status).toBe(200);
  });

  it("a burst of parallel guesses is counted before any password is checked", async () => {
    const email = `burst-${randomUUID()}@example.com`;
    await createUser(db, { email });
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, i) => tryLogin(email, `wrong-guess-${i}`)),
    );
    let checked = burst.filter((r) => r.status === 422).length;
    // At most MAX_IN_FLIGHT_PER_ACCOUNT are checked at once; the rest are refused outright.
    expect(checked).toBeLessThanOrEqual(2);
    expect(burst.filter((r) => r.status === 429).length).toBe(24 - checked);
    // Waves of three parallel guesses: every one counts when it starts, so no more than
    // five are ever checked in the window (counting failures after the check let six through).
    for (let wave = 0; wave < 6; wave++) {
      const answers = await Promise.all([0, 1, 2].map((i) => tryLogin(email, `wave-${wave}-${i}`)));
      checked += answers.filter((r) => r.status === 422).length;
    }
    expect(checked).toBeLessThanOrEqual(5);
    // The right password now waits out the window too.
    expect((await tryLogin(email, DEMO_PASSWORD)).status).toBe(429);
  });
});
