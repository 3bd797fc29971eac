import { describe, expect, it } from "vitest";
import { call, createTestApp, login } from "./helpers.ts";

const { app } = await createTestApp();

describe("harness", () => {
  it("serves the seeded demo domain and signs the admin in", async () => {
    const res = await call(app, "GET", "/api/domains/current");
    expect(res.status).toBe(200);
    expect(res.body.data.host).toBe("localhost");
    const tokens = await login(app);
    const account = await call(app, "GET", "/api/account", { token: tokens.access_token });
    expect(account.body.data.email).toBe("admin@example.com");
  });
});
