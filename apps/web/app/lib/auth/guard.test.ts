import { describe, expect, it } from "vitest";
import { hasSessionCookie, requireSessionCookie } from "./guard.ts";

describe("auth guard", () => {
  it("accepts either token cookie", () => {
    expect(hasSessionCookie("access_token=a")).toBe(true);
    expect(hasSessionCookie("x=1; refresh_token=r")).toBe(true);
    expect(hasSessionCookie("x=1")).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });

  it("redirects to /team-login without a session cookie", () => {
    let thrown: unknown;
    try {
      requireSessionCookie("theme=dark");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/team-login");
    expect(() => requireSessionCookie("access_token=a")).not.toThrow();
  });
});
