import { describe, expect, it, vi } from "vitest";
import type { ApiClient } from "../api/client.ts";
import { logout } from "./logout.ts";
import { createMemoryTokenStore } from "./memory-tokens.ts";

describe("logout", () => {
  it("calls the API, clears user and tokens, goes to /team-login", async () => {
    const api = vi.fn(async () => ({})) as unknown as ApiClient;
    const tokens = createMemoryTokenStore({ access: "a", refresh: "r" });
    const clearUser = vi.fn();
    const go = vi.fn();
    await logout({ api, tokens, clearUser, go });
    expect(api).toHaveBeenCalledWith("/api/auth/logout", { method: "POST" });
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(clearUser).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith("/team-login");
  });

  it("ignores a failing logout call", async () => {
    const api = vi.fn(async () => {
      throw new Error("500");
    }) as unknown as ApiClient;
    const tokens = createMemoryTokenStore({ access: "a", refresh: "r" });
    const go = vi.fn();
    await logout({ api, tokens, clearUser: () => {}, go });
    expect(tokens.getRefreshToken()).toBeNull();
    expect(go).toHaveBeenCalledWith("/team-login");
  });
});
