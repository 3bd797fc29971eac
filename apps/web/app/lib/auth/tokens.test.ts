import { afterEach, describe, expect, it } from "vitest";
import { createCookieTokenStore, readCookie, serializeCookie } from "./tokens.ts";

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; access_token=abc%2Bd; b=2", "access_token")).toBe("abc+d");
    expect(readCookie("xaccess_token=1", "access_token")).toBeNull();
    expect(readCookie("", "access_token")).toBeNull();
    expect(readCookie(null, "access_token")).toBeNull();
    expect(readCookie("access_token=", "access_token")).toBeNull();
  });
});

describe("serializeCookie", () => {
  it("sets path, SameSite=Lax, max-age and Secure only when asked", () => {
    expect(serializeCookie("t", "v", { maxAge: 10, secure: false })).toBe(
      "t=v; Path=/; SameSite=Lax; Max-Age=10",
    );
    expect(serializeCookie("t", "v", { maxAge: 10, secure: true })).toMatch(/; Secure$/);
  });
});

describe("cookie token store", () => {
  const store = createCookieTokenStore(document);
  afterEach(() => store.clear());

  it("stores, reads and clears both tokens", () => {
    expect(store.getAccessToken()).toBeNull();
    store.setTokens({ access_token: "acc", refresh_token: "ref" });
    expect(store.getAccessToken()).toBe("acc");
    expect(store.getRefreshToken()).toBe("ref");
    store.clearAccessToken();
    expect(store.getAccessToken()).toBeNull();
    expect(store.getRefreshToken()).toBe("ref");
    store.clear();
    expect(store.getRefreshToken()).toBeNull();
  });
});
