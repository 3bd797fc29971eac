import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { users } from "../src/db/schema.ts";
import { createUser } from "./fixtures.ts";
import { call, createTestApp, DEMO_PASSWORD, itNeedsAToken, login } from "./helpers.ts";

const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

const enrol = (token: string, password: string) =>
  call(app, "POST", "/api/account/two-factor", { token, body: { password } });
const confirm = (token: string, code: string) =>
  call(app, "POST", "/api/account/two-factor/confirm", { token, body: { code } });
const disable = (token: string, password: string) =>
  call(app, "DELETE", "/api/account/two-factor", { token, body: { password } });
const account = (token: string) => call(app, "GET", "/api/account", { token });
const tryLogin = (email: string, code?: string, password = DEMO_PASSWORD) =>
  call(app, "POST", "/api/auth/login", {
    body: { email, password, ...(code === undefined ? {} : { code }) },
  });

/** What an authenticator app shows for `secret`, `stepsAhead` periods from now. */
function codeOf(secret: string, stepsAhead = 0) {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A six-digit code that is none of the codes the window accepts now. */
function wrongCodeOf(secret: string) {
  const valid = new Set([-1, 0, 1, 2].map((s) => codeOf(secret, s)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

/** A new user, signed in, who started enrolling (two-factor not confirmed yet). */
async function enrollingUser(email: string) {
  await createUser(db, { email });
  const { access_token } = await login(app, email);
  const setup = await enrol(access_token, DEMO_PASSWORD);
  expect(setup.status).toBe(200);
  return { access_token, secret: setup.body.data.secret as string };
}

/** A user with two-factor on, set up through the API. */
async function enabledUser(email: string) {
  const { access_token, secret } = await enrollingUser(email);
  const confirmed = await confirm(access_token, codeOf(secret));
  expect(confirmed.status).toBe(200);
  return { token: access_token, secret, recoveryCodes: confirmed.body.data.recovery_codes };
}

const rowOf = async (email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

describe("two-factor enrolment", () => {
  const email = "enrol@example.com";

  it("needs a token and the right password", async () => {
    await createUser(db, { email });
    const { access_token } = await login(app, email);
    const anonymous = await call(app, "POST", "/api/account/two-factor", {
      body: { password: DEMO_PASSWORD },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "Unauthorized." });

    const wrong = await enrol(access_token, "not-my-password");
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual([expect.any(String)]);
    const missing = await call(app, "POST", "/api/account/two-factor", {
      token: access_token,
      body: {},
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.password).toBeDefined();
    expect((await rowOf(email)).two_factor_secret).toBeNull();
  });

  it("returns a secret, its otpauth URL and an SVG QR code, and stays off until confirmed", async () => {
    const { access_token } = await login(app, email);
    const res = await enrol(access_token, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const { secret, otpauth_url, qr_svg } = res.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Bay Food Truck Association:${email}`);
    expect(url.searchParams.get("issuer")).toBe("Bay Food Truck Association");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const row = await rowOf(email);
    expect(row.two_factor_secret).toBe(secret);
    expect(row.two_factor_enabled).toBe(false);
    expect((await account(access_token)).body.data.two_factor_enabled).toBe(false);
    // Pending enrolment does not ask for a code yet.
    expect((await tryLogin(email)).status).toBe(200);
  });

  it("confirms with a current code and returns 10 single-use recovery codes, stored hashed", async () => {
    const { access_token } = await login(app, email);
    const { secret } = (await enrol(access_token, DEMO_PASSWORD)).body.data;

    const wrong = await confirm(access_token, wrongCodeOf(secret));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([expect.any(String)]);
    const empty = await confirm(access_token, "");
    expect(empty.status).toBe(422);
    expect(empty.body.errors.code).toBeDefined();

    const res = await confirm(access_token, codeOf(secret));
    expect(res.status).toBe(200);
    const codes: string[] = res.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);

    const row = await rowOf(email);
    expect(row.two_factor_enabled).toBe(true);
    expect(row.two_factor_recovery_codes).toHaveLength(10);
    for (const stored of row.two_factor_recovery_codes ?? []) {
      expect(stored).toMatch(/^[0-9a-f]{64}$/);
      expect(codes).not.toContain(stored);
    }
    expect((await account(access_token)).body.data.two_factor_enabled).toBe(true);

    // Enabled: neither a new enrolment nor a second confirmation.
    const again = await enrol(access_token, DEMO_PASSWORD);
    expect(again.status).toBe(422);
    expect(again.body.errors).toBeDefined();
    expect((await rowOf(email)).two_factor_secret).toBe(secret);
    const reconfirm = await confirm(access_token, codeOf(secret, 1));
    expect(reconfirm.status).toBe(422);
  });

  it("cannot be confirmed without an enrolment", async () => {
    await createUser(db, { email: "unenrolled@example.com" });
    const { access_token } = await login(app, "unenrolled@example.com");
    const res = await confirm(access_token, "123456");
    expect(res.status).toBe(422);
    expect(res.body.errors.code).toBeDefined();
  });
});

describe("two-factor login", () => {
  it("requires a code, accepts a TOTP code once", async () => {
    const email = "login-2fa@example.com";
    const { secret } = await enabledUser(email);

    const without = await tryLogin(email);
    expect(without.status).toBe(422);
    expect(without.body.errors.code).toEqual([expect.any(String)]);
    expect(without.body.data).toBeUndefined();

    const wrong = await tryLogin(email, wrongCodeOf(secret));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toBeDefined();

    // The confirmation spent the current step; the next one (within the drift window) is new.
    const code = codeOf(secret, 1);
    const ok = await tryLogin(email, code);
    expect(ok.status).toBe(200);
    expect((await account(ok.body.data.access_token)).body.data.two_factor_enabled).toBe(true);

    const replay = await tryLogin(email, code);
    expect(replay.status).toBe(422);
    expect(replay.body.errors.code).toBeDefined();
    // An older code is refused too: steps only move forward.
    expect((await tryLogin(email, codeOf(secret))).status).toBe(422);
    // Codes too far ahead are outside the window.
    expect((await tryLogin(email, codeOf(secret, 3))).status).toBe(422);
  });

  it("accepts each recovery code once, in any case and spacing", async () => {
    const email = "recovery@example.com";
    const { recoveryCodes } = await enabledUser(email);
    const [first, second] = recoveryCodes as string[];

    const ok = await tryLogin(email, ` ${first.toUpperCase()} `);
    expect(ok.status).toBe(200);
    expect((await rowOf(email)).two_factor_recovery_codes).toHaveLength(9);

    const again = await tryLogin(email, first);
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toBeDefined();

    // The code never replaces the password.
    const wrongPassword = await tryLogin(email, second, "wrong-password");
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors.email).toBeDefined();
    expect((await tryLogin(email, second)).status).toBe(200);
    expect((await rowOf(email)).two_factor_recovery_codes).toHaveLength(8);
  });

  it("counts wrong TOTP and recovery codes toward the login throttle", async () => {
    const email = "login-throttle-2fa@example.com";
    const { secret, recoveryCodes } = await enabledUser(email);
    const wrong = [wrongCodeOf(secret), "aaaa-bbbb-cccc", wrongCodeOf(secret), "zzzz-yyyy-xxxx"];
    for (const code of wrong) expect((await tryLogin(email, code)).status).toBe(422);
    expect((await tryLogin(email)).status).toBe(422); // the fifth attempt: no code at all
    const blocked = await tryLogin(email, recoveryCodes[0]);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: "Too many requests." });
    // The blocked attempt did not spend the recovery code.
    expect((await rowOf(email)).two_factor_recovery_codes).toHaveLength(10);
  });
});

describe("turning two-factor off", () => {
  it("needs the password, then clears the secret and the codes", async () => {
    const email = "disable@example.com";
    const { token } = await enabledUser(email);

    const wrong = await disable(token, "not-my-password");
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual([expect.any(String)]);
    expect((await rowOf(email)).two_factor_enabled).toBe(true);

    const res = await disable(token, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const row = await rowOf(email);
    expect(row).toMatchObject({
      two_factor_enabled: false,
      two_factor_secret: null,
      two_factor_recovery_codes: null,
      two_factor_last_step: null,
    });
    expect((await account(token)).body.data.two_factor_enabled).toBe(false);
    expect((await tryLogin(email)).status).toBe(200);
  });

  itNeedsAToken(app, "DELETE", "/api/account/two-factor", { body: { password: DEMO_PASSWORD } });
});

describe("two-factor throttling", () => {
  it("allows 5 wrong confirmation codes per user, then answers 429", async () => {
    const email = "confirm-throttle@example.com";
    const { access_token, secret } = await enrollingUser(email);
    for (let i = 0; i < 5; i++) {
      expect((await confirm(access_token, wrongCodeOf(secret))).status).toBe(422);
    }
    const blocked = await confirm(access_token, codeOf(secret));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: "Too many requests." });
    expect(blocked.headers["retry-after"]).toMatch(/^\d+$/);
    expect((await rowOf(email)).two_factor_enabled).toBe(false);

    // Another user is not affected.
    await createUser(db, { email: "confirm-neighbour@example.com" });
    const other = (await login(app, "confirm-neighbour@example.com")).access_token;
    const setup = (await enrol(other, DEMO_PASSWORD)).body.data;
    expect((await confirm(other, codeOf(setup.secret))).status).toBe(200);
  });

  it("a correct confirmation clears the count of earlier wrong codes", async () => {
    const email = "confirm-reset@example.com";
    const { access_token, secret } = await enrollingUser(email);
    for (let i = 0; i < 4; i++) {
      expect((await confirm(access_token, wrongCodeOf(secret))).status).toBe(422);
    }
    expect((await confirm(access_token, codeOf(secret))).status).toBe(200);
  });

  it("allows 5 wrong passwords to turn it off, then answers 429", async () => {
    const email = "disable-throttle@example.com";
    const { token } = await enabledUser(email);
    for (let i = 0; i < 5; i++) {
      expect((await disable(token, `wrong-password-${i}`)).status).toBe(422);
    }
    const blocked = await disable(token, DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect((await rowOf(email)).two_factor_enabled).toBe(true);
  });
});
