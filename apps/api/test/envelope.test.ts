import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { call, createTestApp, DEMO_PASSWORD, login } from "./helpers.ts";

const { app, db } = await createTestApp({ LOGIN_MAX_PER_IP: "1000" });

/** Raw inject on an API host, for bodies and responses `call` cannot express. */
function raw(
  method: "GET" | "POST" | "OPTIONS",
  url: string,
  headers: Record<string, string> = {},
  payload?: string | Buffer,
) {
  return app.inject({ method, url, headers: { host: "api.localhost:3000", ...headers }, payload });
}

/** Every error body is exactly `{message}` or `{message, errors}`. */
function expectErrorShape(body: Record<string, unknown>) {
  expect(typeof body.message).toBe("string");
  expect(Object.keys(body).every((k) => k === "message" || k === "errors")).toBe(true);
}

describe("error envelope", () => {
  it("answers an unknown route with 404 Not found.", async () => {
    const res = await call(app, "GET", "/api/no-such-route");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found." });
  });

  it("answers an unknown API host with 404 Domain not found.", async () => {
    const res = await call(app, "GET", "/api/domains/current", { host: "nope.localhost" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Domain not found." });
  });

  it("names every bad field of a schema failure in a 422", async () => {
    const res = await call(app, "POST", "/api/auth/login", { body: { email: 3 } });
    expect(res.status).toBe(422);
    expectErrorShape(res.body);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "password"]);
    for (const messages of Object.values(res.body.errors)) {
      expect(messages).toEqual([expect.any(String)]);
    }
  });

  it("answers malformed JSON with 400 in the format", async () => {
    const res = await raw(
      "POST",
      "/api/auth/login",
      { "content-type": "application/json" },
      '{"email": "admin@example.com", "password": ',
    );
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json());
  });

  it("answers a body over 1 MB with 413 in the format", async () => {
    const payload = JSON.stringify({
      email: "admin@example.com",
      password: "x".repeat(1024 * 1024 + 10),
    });
    const res = await raw(
      "POST",
      "/api/auth/login",
      { "content-type": "application/json" },
      payload,
    );
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json());
  });

  it("answers a body that is not JSON with a 4xx in the format", async () => {
    for (const contentType of [
      "text/plain",
      "application/xml",
      "application/x-www-form-urlencoded",
    ]) {
      const res = await raw(
        "POST",
        "/api/auth/login",
        { "content-type": contentType },
        `email=admin@example.com&password=${DEMO_PASSWORD}`,
      );
      expect(res.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, contentType).toBeLessThan(500);
      expectErrorShape(res.json());
    }
  });

  it("answers a body of the wrong shape (array, null) with a 4xx in the format", async () => {
    for (const payload of ["[1,2]", "null", '"text"']) {
      const res = await raw(
        "POST",
        "/api/auth/login",
        { "content-type": "application/json" },
        payload,
      );
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expectErrorShape(res.json());
    }
  });

  it("keeps SQL and HTML metacharacters as plain data", async () => {
    const { access_token } = await login(app);
    const firstname = "Robert'); DROP TABLE users;-- <script>alert(1)</script>";
    const lastname = `O'Brien "\\" %_ $1`;
    const res = await call(app, "POST", "/api/account", {
      token: access_token,
      body: { firstname, lastname },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.firstname).toBe(firstname);
    expect(res.body.data.lastname).toBe(lastname);
    const again = await call(app, "GET", "/api/account", { token: access_token });
    expect(again.body.data.firstname).toBe(firstname);
    expect(again.body.data.lastname).toBe(lastname);
    // The users table is still there: signing in still works.
    await login(app);
  });
});

const secretText = "connection string postgres://root:hunter2@db internal";
const config = loadConfig({ NODE_ENV: "test", APP_SECRET: "test-secret", DATA_DIR: "/tmp/x" });
const boomApp = await buildApp({
  db: db,
  config,
  mailer: { send: async () => {} },
});
boomApp.get("/api/boom", { config: { auth: "none" } }, async () => {
  throw new Error(secretText);
});
boomApp.get("/api/boom-sync", { config: { auth: "none" } }, () => {
  throw new TypeError(secretText);
});
await boomApp.ready();
afterAll(() => boomApp.close());

describe("unexpected errors", () => {
  it("answers 500 Server error. without leaking the error", async () => {
    for (const url of ["/api/boom", "/api/boom-sync"]) {
      const res = await boomApp.inject({ method: "GET", url, headers: { host: "api.localhost" } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: "Server error." });
      expect(res.body).not.toContain("hunter2");
      expect(res.body).not.toContain("stack");
    }
  });
});

describe("CORS and headers", () => {
  it("allows the site origin of the API host to send a bearer token", async () => {
    const res = await raw("OPTIONS", "/api/account", {
      origin: "http://localhost:3000",
      "access-control-request-method": "GET",
      "access-control-request-headers": "authorization",
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
    expect(String(res.headers["access-control-allow-headers"]).toLowerCase()).toContain(
      "authorization",
    );
  });

  it("allows the site origin on an actual request", async () => {
    const res = await call(app, "GET", "/api/domains/current", {
      headers: { origin: "http://localhost:3000" },
    });
    expect(res.status).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBe("http://localhost:3000");
  });

  it("does not allow foreign origins or another domain's site", async () => {
    for (const origin of [
      "http://evil.example",
      "http://catering.localhost:3000",
      "http://localhost.evil.example",
      "null",
    ]) {
      const res = await raw("OPTIONS", "/api/account", {
        origin,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization",
      });
      expect(res.headers["access-control-allow-origin"], origin).toBeUndefined();
      const get = await call(app, "GET", "/api/domains/current", { headers: { origin } });
      expect(get.headers["access-control-allow-origin"], origin).toBeUndefined();
    }
  });

  it("sends security headers", async () => {
    const res = await call(app, "GET", "/api/domains/current");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBeDefined();
    expect(res.headers["referrer-policy"]).toBeDefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });
});

describe("API documentation", () => {
  it("describes every route in /api/openapi.json", async () => {
    const res = await call(app, "GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/auth/login",
        "/api/auth/refresh-tokens",
        "/api/auth/logout",
        "/api/auth/switch-domain",
        "/api/account",
        "/api/account/reset-password",
        "/api/account/change-password",
        "/api/roles",
        "/api/domains",
        "/api/domains/current",
        "/api/domain-colors",
        "/api/domain-options",
      ]),
    );
    expect(res.body.paths["/api/auth/login"].post).toBeDefined();
    expect(res.body.paths["/api/account"].get).toBeDefined();
    expect(res.body.paths["/api/account"].post).toBeDefined();
  });

  it("serves the docs page as HTML", async () => {
    let url = "/api/docs";
    let res = await raw("GET", url);
    for (let hops = 0; res.statusCode >= 300 && res.statusCode < 400 && hops < 5; hops++) {
      url = new URL(String(res.headers.location), `http://api.localhost:3000${url}`).pathname;
      res = await raw("GET", url);
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body.toLowerCase()).toContain("<html");
  });
});
