// @vitest-environment node

import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapedHtml, startSiteServer } from "./testing/site-server.ts";

/**
 * The sign-in page works without scripts (issue 40): its HTML loads no script, and its form
 * posts to the page itself, which signs in as the session bridge does (decision 017), with the
 * two-factor step carried sealed in the form.
 */

const PASSWORD = "foodtrucks-demo";
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  site = await startSiteServer("sign-in-form", { APP_SECRET: "sign-in-form-test" });
}, 120_000);
afterAll(() => site?.close());

const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };
const postForm = (form: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
  site.request("POST", "/team-login", { headers, form });
const cookieNames = (headers: Record<string, unknown>) =>
  ((headers["set-cookie"] as string[] | undefined) ?? []).map((c) => c.split("=")[0]).sort();
const hiddenPending = (html: string) => /name="pending" value="([^"]+)"/.exec(html)?.[1];

describe("the sign-in page", () => {
  it("is a form in the HTML with no script to load", async () => {
    const reply = await site.page("/team-login");
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(/<form[^>]* action="\/team-login" method="post"/);
    expect(reply.text).toContain('name="email"');
    expect(reply.text).toContain('name="password"');
    expect(reply.text).not.toContain("modulepreload");
    expect(reply.text).not.toMatch(/<script[^>]*type="module"/);
    expect(reply.text).not.toMatch(/<script[^>]*src=/);
  });

  it("signs in with the right password: session cookies, then the panel", async () => {
    const reply = await postForm({ email: "vendor@example.com", password: PASSWORD });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe("/panel");
    expect(reply.headers["cache-control"]).toBe("private, no-store");
    expect(cookieNames(reply.headers)).toEqual(["access_token", "refresh_token", "session_key"]);
    for (const cookie of reply.headers["set-cookie"] ?? []) {
      expect(cookie).toMatch(/; HttpOnly; SameSite=Strict;/);
    }
  });

  it("shows the API's message at the email field for a wrong password, and sets nothing", async () => {
    const reply = await postForm({ email: "vendor@example.com", password: "not-it" });
    expect(reply.status).toBe(422);
    expect(reply.headers["set-cookie"]).toBeUndefined();
    expect(reply.text).toContain(escapedHtml("These credentials do not match our records."));
    expect(reply.text).toContain('value="vendor@example.com"');
    expect(reply.text).not.toContain("not-it");
  });

  it("refuses a post from another site (login CSRF)", async () => {
    const reply = await postForm(
      { email: "vendor@example.com", password: PASSWORD },
      { "sec-fetch-site": "cross-site" },
    );
    expect(reply.status).toBe(403);
    expect(reply.headers["set-cookie"]).toBeUndefined();
  });
});

describe("the sign-in page's two-factor step", () => {
  const email = "editor@example.com";
  let totp: TOTP;

  beforeAll(async () => {
    await site.signIn(email, PASSWORD);
    const setup = await site.api<{ secret: string }>("POST", "/api/account/two-factor", {
      password: PASSWORD,
    });
    totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
    await site.api("POST", "/api/account/two-factor/confirm", { code: totp.generate() });
  });

  const codeNow = () => totp.generate({ timestamp: Date.now() + 30_000 });

  it("asks for the code with the password sealed, never in the page", async () => {
    const reply = await postForm({ email, password: PASSWORD });
    expect(reply.status).toBe(422);
    expect(reply.headers["set-cookie"]).toBeUndefined();
    expect(reply.text).toContain("Authentication code");
    expect(reply.text).not.toContain(PASSWORD);
    expect(hiddenPending(reply.text)).toBeTruthy();
  });

  it("stays on the code step after a wrong code, then signs in with the right one", async () => {
    const first = await postForm({ email, password: PASSWORD });
    const pending = hiddenPending(first.text) ?? "";
    const wrong = await postForm({ pending, code: "000000" === codeNow() ? "111111" : "000000" });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain("The two-factor code is invalid.");
    expect(hiddenPending(wrong.text)).toBe(pending);
    const right = await postForm({ pending, code: codeNow() });
    expect(right.status).toBe(303);
    expect(right.headers.location).toBe("/panel");
    expect(cookieNames(right.headers)).toEqual(["access_token", "refresh_token", "session_key"]);
  });

  it("asks for the password again when the sealed step was altered", async () => {
    const first = await postForm({ email, password: PASSWORD });
    const pending = hiddenPending(first.text) ?? "";
    const altered = `${pending.slice(0, -2)}${pending.endsWith("AA") ? "BB" : "AA"}`;
    const reply = await postForm({ pending: altered, code: codeNow() });
    expect(reply.status).toBe(422);
    expect(reply.headers["set-cookie"]).toBeUndefined();
    expect(reply.text).toContain("That took too long. Please enter your password again.");
    expect(reply.text).toContain('name="password"');
  });
});
