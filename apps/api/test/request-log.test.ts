import { describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { createTestApp, DEMO_PASSWORD } from "./helpers.ts";

const { db } = await createTestApp();

describe("request log", () => {
  it("writes one info line per request, without query string, headers or body", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: db,
      config: loadConfig({
        APP_SECRET: "log-test",
        DATA_DIR: "/tmp/fooddir-log-test",
        LOG_LEVEL: "info",
      }),
      logStream: { write: (line) => void lines.push(line) },
      mailer: { send: async () => {} },
    });
    try {
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login?next=secret-query",
        headers: { host: "api.localhost:3000", "content-type": "application/json" },
        payload: { email: "admin@example.com", password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const token = login.json().data.access_token as string;
      const account = await app.inject({
        method: "GET",
        url: "/api/account",
        headers: { host: "api.localhost:3000", authorization: `Bearer ${token}` },
      });
      expect(account.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const requests = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === "request");
    expect(requests.map((l) => [l.method, l.path, l.status])).toEqual([
      ["POST", "/api/auth/login", 200],
      ["GET", "/api/account", 200],
    ]);
    expect(requests.every((l) => l.level === 30 && typeof l.ms === "number")).toBe(true);
    const all = lines.join("\n");
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain("secret-query");
    expect(all).not.toMatch(/authorization|Bearer|incoming request|request completed/i);
  });
});
