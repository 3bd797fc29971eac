import { describe, expect, it } from "vitest";
import { adoptSession, readCookie, tokens } from "./tokens.ts";

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; access_token=abc%2Bd; b=2", "access_token")).toBe("abc+d");
    expect(readCookie("xaccess_token=1", "access_token")).toBeNull();
    expect(readCookie("", "access_token")).toBeNull();
    expect(readCookie(null, "access_token")).toBeNull();
    expect(readCookie("access_token=", "access_token")).toBeNull();
  });
});

describe("browser token store", () => {
  it("keeps the session in this window's memory only, never in a cookie or storage", () => {
    adoptSession({ access_token: "acc", expires_in: 900, session_key: "key" });
    expect(tokens().getAccessToken()).toBe("acc");
    expect(tokens().getRefreshToken()).toBe("key");
    expect(document.cookie).toBe("");
    expect(localStorage.length + sessionStorage.length).toBe(0);
    tokens().clear();
    expect(tokens().getAccessToken()).toBeNull();
  });

  it("adopts a page's session once: a revalidated page does not undo a renewal", () => {
    const page = { access_token: "first", expires_in: 900, session_key: "key" };
    adoptSession(page);
    tokens().setTokens({ access_token: "renewed", refresh_token: "key" });
    adoptSession(page);
    expect(tokens().getAccessToken()).toBe("renewed");
    tokens().clear();
  });
});
