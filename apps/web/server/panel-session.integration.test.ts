// @vitest-environment node

import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostReply } from "./testing/host-request.ts";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * The panel's session bridge (decision 017): the refresh token never reaches a page, the session
 * is put into a page only for a top-level navigation, and the bridge answers only a caller that
 * holds the session key.
 */

const SECRET = "panel-session-test";
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  site = await startSiteServer("panel-session", { APP_SECRET: SECRET });
}, 120_000);
afterAll(() => site?.close());

type Jar = Record<string, string>;
const NAVIGATION = { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" };

/** Applies a reply's Set-Cookie headers to a jar (Max-Age=0 deletes). */
function absorb(jar: Jar, reply: HostReply) {
  for (const line of reply.headers["set-cookie"] ?? []) {
    const [pair] = line.split(";");
    const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    if (/Max-Age=0/.test(line)) delete jar[name];
    else jar[name] = decodeURIComponent(value);
  }
  return jar;
}
const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("; ");

const post = (path: string, jar: Jar, headers: Record<string, string> = {}, body: unknown = {}) =>
  site.request("POST", path, { headers: { cookie: cookieHeader(jar), ...headers }, body });

async function signIn() {
  const jar: Jar = {};
  const reply = await post(
    "/panel/session",
    jar,
    {},
    { email: "admin@example.com", password: "foodtrucks-demo" },
  );
  expect(reply.status).toBe(200);
  absorb(jar, reply);
  const session = JSON.parse(reply.text).data as {
    access_token: string;
    session_key: string;
    expires_in: number;
  };
  return { jar, session, reply };
}

/** A token exactly like the server's, expired an hour ago. */
function expired(token: string) {
  const [header, payload] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(
    JSON.stringify({ ...claims, iat: now - 7200, exp: now - 3600 }),
  ).toString("base64url");
  const signature = createHmac("sha256", SECRET).update(`${header}.${body}`).digest("base64url");
  return `${header}.${body}.${signature}`;
}

describe("session bridge", () => {
  it("signs in with HttpOnly, SameSite=Strict cookies and never hands out the refresh token", async () => {
    const { jar, session, reply } = await signIn();
    expect(session.access_token).toMatch(/^eyJ/);
    expect(session.session_key.length).toBeGreaterThanOrEqual(40);
    expect(reply.text).not.toContain(jar.refresh_token);
    expect(reply.text).not.toContain("refresh_token");
    const cookies = reply.headers["set-cookie"] ?? [];
    expect(cookies.map((c) => c.split("=")[0]).sort()).toEqual([
      "access_token",
      "refresh_token",
      "session_key",
    ]);
    for (const line of cookies) {
      expect(line).toContain("HttpOnly");
      expect(line).toContain("SameSite=Strict");
    }
    expect(reply.headers["cache-control"]).toBe("private, no-store");
  });

  it("passes the API's validation answer on and sets no cookie", async () => {
    const reply = await post(
      "/panel/session",
      {},
      {},
      { email: "admin@example.com", password: "x" },
    );
    expect(reply.status).toBe(422);
    expect(JSON.parse(reply.text).errors.email).toBeTruthy();
    expect(reply.headers["set-cookie"]).toBeUndefined();
    const bad = await site.request("POST", "/panel/session", {
      raw: { data: Buffer.from("{nope"), contentType: "application/json" },
    });
    expect(bad.status).toBe(400);
  });

  it("renews only for the holder of the session key", async () => {
    const { jar, session } = await signIn();
    const before = jar.refresh_token;
    expect((await post("/panel/session/refresh", jar)).status).toBe(401);
    expect((await post("/panel/session/refresh", jar, { "x-session-key": "guess" })).status).toBe(
      401,
    );
    // A second session_key cookie (planted by a page script on another path) is refused.
    const planted = await site.request("POST", "/panel/session/refresh", {
      headers: {
        cookie: `${cookieHeader(jar)}; session_key=planted`,
        "x-session-key": "planted",
      },
      body: {},
    });
    expect(planted.status).toBe(401);
    const crossSite = await post("/panel/session/refresh", jar, {
      "x-session-key": session.session_key,
      "sec-fetch-site": "cross-site",
    });
    expect(crossSite.status).toBe(403);

    const renewed = await post("/panel/session/refresh", jar, {
      "x-session-key": session.session_key,
    });
    expect(renewed.status).toBe(200);
    absorb(jar, renewed);
    expect(jar.refresh_token).not.toBe(before);
    expect(renewed.text).not.toContain(jar.refresh_token);
    const next = JSON.parse(renewed.text).data;
    expect(next.session_key).toBe(session.session_key);
    const account = await site.request("GET", "/api/account", {
      host: "api.localhost",
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(account.status).toBe(200);
  });

  it("puts the session into a panel page for a top-level navigation only", async () => {
    const { jar, session } = await signIn();
    const navigation = await site.page("/panel", {
      headers: { cookie: cookieHeader(jar), ...NAVIGATION },
    });
    expect(navigation.status).toBe(200);
    expect(navigation.text).toContain(session.access_token);
    expect(navigation.text).toContain(session.session_key);
    expect(navigation.text).not.toContain(jar.refresh_token);
    expect(navigation.headers["cache-control"]).toBe("private, no-store");
    expect(navigation.headers["cross-origin-opener-policy"]).toBe("same-origin");

    const asFetched: Record<string, string>[] = [
      { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" },
      { "sec-fetch-dest": "iframe", "sec-fetch-mode": "navigate" },
      { ...NAVIGATION, "sec-purpose": "prefetch;prerender" },
      // A client's own copy of the internal header is dropped.
      { "sec-fetch-dest": "empty", "x-fooddir-panel-session": JSON.stringify(session) },
    ];
    for (const headers of asFetched) {
      const reply = await site.page("/panel", {
        headers: { cookie: cookieHeader(jar), ...headers },
      });
      expect(reply.text.includes(session.access_token), JSON.stringify(headers)).toBe(false);
      expect(reply.text.includes(session.session_key), JSON.stringify(headers)).toBe(false);
    }
    const data = await site.page("/panel.data", {
      headers: { cookie: cookieHeader(jar), ...NAVIGATION },
    });
    expect(data.text).not.toContain(session.access_token);
  });

  it("renews an expired access token before rendering the page with it", async () => {
    const { jar, session } = await signIn();
    const old = expired(session.access_token);
    const refreshToken = jar.refresh_token;
    jar.access_token = old;
    const reply = await site.page("/panel/users", {
      headers: { cookie: cookieHeader(jar), ...NAVIGATION },
    });
    expect(reply.status).toBe(200);
    absorb(jar, reply);
    expect(jar.refresh_token).not.toBe(refreshToken);
    expect(jar.access_token).not.toBe(old);
    expect(reply.text).toContain(jar.access_token);
    expect(reply.text).not.toContain(old);
  });

  it("switches the domain and signs out through the bridge", async () => {
    const { jar, session } = await signIn();
    const auth = { "x-session-key": session.session_key };
    const switched = await post(
      "/panel/session/switch-domain",
      jar,
      { ...auth, authorization: `Bearer ${session.access_token}` },
      { domain_id: 2 },
    );
    expect(switched.status).toBe(200);
    absorb(jar, switched);
    const next = JSON.parse(switched.text).data;
    const account = await site.request("GET", "/api/account", {
      host: "api.localhost",
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(JSON.parse(account.text).data.active_domain_id).toBe(2);

    const out = await post("/panel/session/logout", jar, {
      ...auth,
      authorization: `Bearer ${next.access_token}`,
    });
    expect(out.status).toBe(200);
    const refreshToken = jar.refresh_token;
    absorb(jar, out);
    expect(jar).toEqual({});
    // The family is revoked on the API too.
    const replay = await site.request("POST", "/api/auth/refresh-tokens", {
      host: "api.localhost",
      headers: { authorization: `Bearer ${refreshToken}` },
    });
    expect(replay.status).toBe(401);
  });
});
