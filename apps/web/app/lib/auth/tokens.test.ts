import { describe, expect, it } from "vitest";
import { activeDomainOf, adoptSession, readCookie, screenDomainId, tokens } from "./tokens.ts";

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

describe("the screen's domain", () => {
  const token = (did: number) =>
    `h.${btoa(JSON.stringify({ sub: 1, did, fam: "f" })).replaceAll("=", "")}.s`;

  it("is the active domain of the session the page adopted, and stays through renewals", () => {
    adoptSession({ access_token: token(1), expires_in: 900, session_key: "k1" });
    expect(screenDomainId()).toBe(1);
    // A renewal (after another tab switched to domain 2) changes the token, not the screen.
    tokens().setTokens({ access_token: token(2), refresh_token: "k1" });
    expect(screenDomainId()).toBe(1);
    // A password change in this tab neither.
    adoptSession({ access_token: token(2), expires_in: 900, session_key: "k2" }, { screen: false });
    expect(screenDomainId()).toBe(1);
    // Switching the domain in this tab moves the screen.
    adoptSession({ access_token: `${token(2)}x`, expires_in: 900, session_key: "k3" });
    expect(screenDomainId()).toBe(2);
  });

  it("stays on the domain this tab switched to when the page renders again with its first session (issue 38)", () => {
    const page = { access_token: token(3), expires_in: 900, session_key: "page" };
    adoptSession(page);
    expect(screenDomainId()).toBe(3);
    // The domain switch in this tab answers a new session...
    adoptSession({ access_token: token(4), expires_in: 900, session_key: "switched" });
    // ...and the layout renders again with the session the page was loaded with.
    adoptSession(page);
    expect(screenDomainId()).toBe(4);
    expect(tokens().getAccessToken()).toBe(token(4));
    expect(tokens().getRefreshToken()).toBe("switched");
  });

  it("reads nothing from a token that is not a JWT", () => {
    expect(activeDomainOf("not-a-token")).toBeNull();
    expect(activeDomainOf(`h.${btoa("{}")}.s`)).toBeNull();
  });
});
