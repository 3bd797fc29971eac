import { describe, expect, it } from "vitest";
import { ADMIN, createTestApp, DEMO_PASSWORD, EDITOR } from "./helpers.ts";

const { app } = await createTestApp({ LOGIN_MAX_PER_IP: "8" });

const attempt = (email: string, password: string, remoteAddress: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress,
    headers: { host: "api.localhost:3000", "content-type": "application/json" },
    payload: JSON.stringify({ email, password }),
  });

describe("login throttling per IP", () => {
  it("blocks a client after 8 attempts, even for another account with the right password", async () => {
    for (let i = 0; i < 8; i++) {
      const res = await attempt(`unknown-${i}@example.com`, "guess", "203.0.113.7");
      expect(res.statusCode).toBe(422);
    }
    const blocked = await attempt(ADMIN, DEMO_PASSWORD, "203.0.113.7");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: "Too many requests." });
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    // Another IP is another client.
    expect((await attempt(ADMIN, DEMO_PASSWORD, "203.0.113.8")).statusCode).toBe(200);
  });

  it("counts successful sign-ins too", async () => {
    for (let i = 0; i < 8; i++) {
      expect((await attempt(EDITOR, DEMO_PASSWORD, "198.51.100.20")).statusCode).toBe(200);
    }
    expect((await attempt(EDITOR, DEMO_PASSWORD, "198.51.100.20")).statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For when the proxy is not trusted", async () => {
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "192.0.2.50",
        headers: {
          host: "api.localhost:3000",
          "content-type": "application/json",
          "x-forwarded-for": `10.0.0.${i}`,
        },
        payload: JSON.stringify({ email: `spoof-${i}@example.com`, password: "guess" }),
      });
      expect(res.statusCode).toBe(422);
    }
    expect((await attempt(ADMIN, DEMO_PASSWORD, "192.0.2.50")).statusCode).toBe(429);
  });
});

describe("login throttling per IP behind a trusted proxy (TRUST_PROXY=1)", async () => {
  const proxied = await createTestApp({ LOGIN_MAX_PER_IP: "8", TRUST_PROXY: "1" });
  const viaProxy = (email: string, forwardedFor: string) =>
    proxied.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.1.1.1",
      headers: {
        host: "api.localhost:3000",
        "content-type": "application/json",
        "x-forwarded-for": forwardedFor,
      },
      payload: JSON.stringify({ email, password: "guess" }),
    });

  it("takes the address the proxy saw, not one the client wrote in front of it", async () => {
    // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
    for (let i = 0; i < 8; i++) {
      const res = await viaProxy(`spoof-${i}@example.com`, `10.0.0.${i}, 198.51.100.77`);
      expect(res.statusCode).toBe(422);
    }
    expect((await viaProxy("again@example.com", "10.0.0.99, 198.51.100.77")).statusCode).toBe(429);
    // Another client behind the same proxy is counted apart.
    expect((await viaProxy("other@example.com", "198.51.100.78")).statusCode).toBe(422);
  });
});
