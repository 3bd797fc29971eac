import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken } from "../src/auth/tokens.ts";
import { generateTotpSecret, totpAt } from "../src/auth/totp.ts";
import { refreshTokens, users } from "../src/db/schema.ts";
import { createUser } from "./fixtures.ts";
import {
  ADMIN,
  call,
  createTestApp,
  DEMO_PASSWORD,
  EDITOR,
  itNeedsAToken,
  login,
} from "./helpers.ts";

const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

const account = (token: string, host?: string) => call(app, "GET", "/api/account", { token, host });
const refresh = (refreshToken: string) =>
  call(app, "POST", "/api/auth/refresh-tokens", { token: refreshToken });

describe("login", () => {
  it("returns a token pair with a 15 minute access token", async () => {
    const res = await call(app, "POST", "/api/auth/login", {
      body: { email: ADMIN, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 900,
    });
    expect(res.body.data.access_token).not.toBe(res.body.data.refresh_token);
    expect((await account(res.body.data.access_token)).body.data.email).toBe(ADMIN);
  });

  it("normalizes the email (case and surrounding spaces)", async () => {
    const res = await call(app, "POST", "/api/auth/login", {
      body: { email: "  Admin@Example.COM  ", password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it("rejects bad credentials with 422 errors.email, the same for an unknown account", async () => {
    const wrong = await call(app, "POST", "/api/auth/login", {
      body: { email: ADMIN, password: "not-the-password" },
    });
    const unknown = await call(app, "POST", "/api/auth/login", {
      body: { email: "nobody@example.com", password: DEMO_PASSWORD },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(422);
      expect(res.body.errors.email).toEqual([expect.any(String)]);
    }
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe("refresh tokens", () => {
  it("rotate: the refresh token buys a new pair whose access token works", async () => {
    const first = await login(app);
    const res = await refresh(first.refresh_token);
    expect(res.status).toBe(200);
    const second = res.body.data;
    expect(second.expires_in).toBe(900);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await account(second.access_token)).status).toBe(200);
    // The new refresh token rotates again.
    const third = await refresh(second.refresh_token);
    expect(third.status).toBe(200);
    expect(third.body.data.refresh_token).not.toBe(second.refresh_token);
  });

  it("tolerate a concurrent reuse within the grace, then a replay revokes the family", async () => {
    const first = await login(app);
    const rotated = await refresh(first.refresh_token);
    expect(rotated.status).toBe(200);

    // A second tab refreshing with the same token at the same moment still succeeds, and gets
    // the same successor: the family does not fork.
    const concurrent = await refresh(first.refresh_token);
    expect(concurrent.status).toBe(200);
    expect(concurrent.body.data.refresh_token).toBe(rotated.body.data.refresh_token);
    expect((await account(concurrent.body.data.access_token)).status).toBe(200);

    // 11 s later the same token is a replay.
    await db
      .update(refreshTokens)
      .set({ used_at: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.token_hash, hashToken(first.refresh_token)));
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ message: "Unauthorized." });

    // The whole family is gone: newest refresh tokens and access tokens alike.
    expect((await refresh(concurrent.body.data.refresh_token)).status).toBe(401);
    expect((await refresh(rotated.body.data.refresh_token)).status).toBe(401);
    expect((await account(rotated.body.data.access_token)).status).toBe(401);
    expect((await account(concurrent.body.data.access_token)).status).toBe(401);
    expect((await account(first.access_token)).status).toBe(401);

    // Another sign-in of the same user is not affected.
    expect((await account((await login(app)).access_token)).status).toBe(200);
  });

  it("parallel refreshes of one token all get the same successor; the family keeps one line", async () => {
    const first = await login(app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refresh(first.refresh_token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const successors = new Set(answers.map((a) => a.body.data.refresh_token));
    expect(successors.size).toBe(1);
    const [family] = await db
      .select({ familyId: refreshTokens.family_id })
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashToken(first.refresh_token)));
    const live = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.family_id, family.familyId), isNull(refreshTokens.used_at)));
    expect(live).toHaveLength(1);
    // The successor rotates on as usual.
    const next = await refresh([...successors][0]);
    expect(next.status).toBe(200);
  });

  it("refuse an access token, garbage or nothing with 401 Unauthorized.", async () => {
    const { access_token } = await login(app);
    for (const token of [access_token, "garbage", "a.b.c"]) {
      const res = await refresh(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: "Unauthorized." });
    }
    const none = await call(app, "POST", "/api/auth/refresh-tokens");
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: "Unauthorized." });
  });

  it("are not access tokens", async () => {
    const { refresh_token } = await login(app);
    const res = await account(refresh_token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized." });
  });
});

describe("logout", () => {
  it("ends the caller's session only", async () => {
    const mine = await login(app, EDITOR);
    const other = await login(app, EDITOR);
    const res = await call(app, "POST", "/api/auth/logout", { token: mine.access_token });
    expect(res.status).toBe(200);
    expect((await account(mine.access_token)).status).toBe(401);
    expect((await refresh(mine.refresh_token)).status).toBe(401);
    expect((await account(other.access_token)).status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(200);
  });

  itNeedsAToken(app, "POST", "/api/auth/logout");
});

describe("switch-domain", () => {
  it("moves an admin's session to another domain and ends the old tokens", async () => {
    const old = await login(app, ADMIN);
    const res = await call(app, "POST", "/api/auth/switch-domain", {
      token: old.access_token,
      body: { domain_id: 2 },
    });
    expect(res.status).toBe(200);
    const { access_token, refresh_token } = res.body.data;
    const current = await call(app, "GET", "/api/domains/current", { token: access_token });
    expect(current.body.data).toMatchObject({ id: 2, host: "catering.localhost" });
    expect((await account(access_token)).body.data.active_domain_id).toBe(2);

    expect((await account(old.access_token)).status).toBe(401);
    expect((await refresh(old.refresh_token)).status).toBe(401);

    // The refreshed pair stays on the chosen domain.
    const refreshed = await refresh(refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await account(refreshed.body.data.access_token)).body.data.active_domain_id).toBe(2);
  });

  it("is forbidden for a domain the user does not belong to, or that does not exist", async () => {
    const editor = await login(app, EDITOR);
    for (const domain_id of [2, 9999]) {
      const res = await call(app, "POST", "/api/auth/switch-domain", {
        token: editor.access_token,
        body: { domain_id },
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: "Forbidden." });
    }
    const admin = await login(app, ADMIN);
    const res = await call(app, "POST", "/api/auth/switch-domain", {
      token: admin.access_token,
      body: { domain_id: 9999 },
    });
    expect(res.status).toBe(403);
    // A refused switch leaves the session as it was.
    expect((await account(editor.access_token)).body.data.active_domain_id).toBe(1);
  });

  it("validates the domain id", async () => {
    const { access_token } = await login(app, ADMIN);
    const res = await call(app, "POST", "/api/auth/switch-domain", {
      token: access_token,
      body: { domain_id: "x" },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.domain_id).toBeDefined();
  });
});

describe("two-factor login", () => {
  const email = "twofactor@example.com";
  const secret = generateTotpSecret();
  const recoveryCode = "k7p2-q9x4-m3n8";

  it("asks for a code, accepts a TOTP code once and a recovery code once", async () => {
    await createUser(db, { email });
    await db
      .update(users)
      .set({
        two_factor_enabled: true,
        two_factor_secret: secret,
        two_factor_recovery_codes: [hashToken(recoveryCode)],
      })
      .where(eq(users.email, email));

    const withoutCode = await call(app, "POST", "/api/auth/login", {
      body: { email, password: DEMO_PASSWORD },
    });
    expect(withoutCode.status).toBe(422);
    expect(withoutCode.body.errors.code).toEqual([expect.any(String)]);
    expect(withoutCode.body.data).toBeUndefined();

    const wrongCode = await call(app, "POST", "/api/auth/login", {
      body: { email, password: DEMO_PASSWORD, code: "000000" === totpNow() ? "111111" : "000000" },
    });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors.code).toBeDefined();

    const code = totpNow();
    const ok = await call(app, "POST", "/api/auth/login", {
      body: { email, password: DEMO_PASSWORD, code },
    });
    expect(ok.status).toBe(200);
    expect((await account(ok.body.data.access_token)).body.data).toMatchObject({
      email,
      two_factor_enabled: true,
    });

    const replay = await call(app, "POST", "/api/auth/login", {
      body: { email, password: DEMO_PASSWORD, code },
    });
    expect(replay.status).toBe(422);
    expect(replay.body.errors.code).toBeDefined();

    // The code does not replace the password.
    const wrongPassword = await call(app, "POST", "/api/auth/login", {
      body: { email, password: "wrong-password", code: recoveryCode },
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors.email).toBeDefined();

    const recovery = await call(app, "POST", "/api/auth/login", {
      body: { email, password: DEMO_PASSWORD, code: recoveryCode.toUpperCase() },
    });
    expect(recovery.status).toBe(200);
    const recoveryAgain = await call(app, "POST", "/api/auth/login", {
      body: { email, password: DEMO_PASSWORD, code: recoveryCode },
    });
    expect(recoveryAgain.status).toBe(422);
    expect(recoveryAgain.body.errors.code).toBeDefined();
  });

  function totpNow() {
    return totpAt(secret, Math.floor(Date.now() / 30_000));
  }
});
