// @vitest-environment node

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * Issue 29: every answer that belongs to one signed-in caller says so (`private, no-store`), so
 * no shared cache in front may keep it; anonymous public answers stay cacheable.
 */

let site: Awaited<ReturnType<typeof startSiteServer>>;
let token = "";

beforeAll(async () => {
  site = await startSiteServer("private-responses");
  token = await site.signIn();
}, 120_000);
afterAll(() => site?.close());

const api = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  site.request(method, path, {
    host: "api.localhost",
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: options.body,
  });

describe("private answers", () => {
  it("marks authenticated API answers private, no-store, varying with Authorization", async () => {
    for (const path of [
      "/api/account",
      "/api/users",
      "/api/domain-options",
      "/api/posts/by-type?type=2",
    ]) {
      const reply = await api("GET", path, { token });
      expect(reply.status, path).toBe(200);
      expect(reply.headers["cache-control"], path).toBe("private, no-store");
      expect(reply.headers.vary, path).toMatch(/Authorization/);
    }
    // A refused token's answer too.
    const refused = await api("GET", "/api/account", { token: "not-a-token" });
    expect(refused.status).toBe(401);
    expect(refused.headers["cache-control"]).toBe("private, no-store");
  });

  it("marks the answers of sign-in and every write private, no-store", async () => {
    const login = await api("POST", "/api/auth/login", {
      body: { email: "admin@example.com", password: "foodtrucks-demo" },
    });
    expect(login.status).toBe(200);
    expect(login.headers["cache-control"]).toBe("private, no-store");
    const failed = await api("POST", "/api/auth/login", {
      body: { email: "x@y.z", password: "n" },
    });
    expect(failed.headers["cache-control"]).toBe("private, no-store");
  });

  it("keeps its own Cache-Control where a route set one (the CSV export)", async () => {
    const reply = await api("GET", "/api/submissions/export", { token });
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("no-store");
  });

  it("leaves anonymous public reads cacheable", async () => {
    const reply = await api("GET", "/api/site");
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"] ?? "").not.toContain("no-store");
    expect(reply.headers.vary).toMatch(/Authorization/);
  });

  it("marks pages rendered for a signed-in visitor private, no-store, varying with Cookie", async () => {
    const cookie = { cookie: `access_token=${token}` };
    for (const path of ["/", "/members", "/panel", "/team-login"]) {
      const reply = await site.page(path, { headers: cookie });
      expect(reply.status, path).toBeLessThan(400);
      expect(reply.headers["cache-control"], path).toBe("private, no-store");
      expect(reply.headers.vary, path).toMatch(/Cookie/);
    }
    const anonymous = await site.page("/");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers["cache-control"]).toMatch(/^public, /);
  });

  it("compresses a page rendered for one visitor as the browser accepts, still private", async () => {
    // Issue 40: the sign-in page and the panel on a phone; each answer is compressed anew.
    for (const [encoding, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const reply = await site.page("/team-login", { headers: { "accept-encoding": encoding } });
      expect(reply.status, encoding).toBe(200);
      expect(reply.headers["content-encoding"], encoding).toBe(expected);
      expect(reply.headers.vary, encoding).toMatch(/Cookie/);
      expect(reply.headers.vary, encoding).toMatch(/Accept-Encoding/);
      expect(reply.headers["cache-control"], encoding).toBe("private, no-store");
      expect(reply.text, encoding).toContain("Team sign in");
      if (expected) expect(reply.raw.length, encoding).toBeLessThan(reply.text.length / 2);
    }
  });
});
