import { describe, expect, it, vi } from "vitest";
import { logout } from "./logout.ts";
import { createMemoryTokenStore } from "./memory-tokens.ts";

describe("logout", () => {
  it("calls the API, clears user and tokens, goes to /team-login", async () => {
    const signOut = vi.fn(async () => {});
    const tokens = createMemoryTokenStore({ access: "a", refresh: "r" });
    const clearUser = vi.fn();
    const go = vi.fn();
    await logout({ signOut, tokens, clearUser, go });
    expect(signOut).toHaveBeenCalledOnce();
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(clearUser).toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith("/team-login");
  });

  it("ignores a failing logout call", async () => {
    const signOut = vi.fn(async () => {
      throw new Error("500");
    });
    const tokens = createMemoryTokenStore({ access: "a", refresh: "r" });
    const go = vi.fn();
    await logout({ signOut, tokens, clearUser: () => {}, go });
    expect(tokens.getRefreshToken()).toBeNull();
    expect(go).toHaveBeenCalledWith("/team-login");
  });
});
