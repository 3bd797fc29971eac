import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
} from "@fooddir/contract";
import { createMemoryTokenStore } from "./memory-tokens.ts";

/** Reads one cookie from a `Cookie` header / `document.cookie` string. */
export function readCookie(cookieString: string | null | undefined, name: string): string | null {
  if (!cookieString) return null;
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return value ? decodeURIComponent(value) : null;
      } catch {
        return value || null;
      }
    }
  }
  return null;
}

export type CookieOptions = { maxAge: number; secure: boolean };

/** `name=value; Path=/; SameSite=Lax; Max-Age=...[; Secure]` (max-age 0 deletes). */
export function serializeCookie(name: string, value: string, { maxAge, secure }: CookieOptions) {
  let cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax; Max-Age=${maxAge}`;
  if (secure) cookie += "; Secure";
  return cookie;
}

/**
 * The session tokens, kept in the site host's cookies `access_token` and `refresh_token` (not
 * httpOnly: the browser's API client reads them to send the bearer credential; the server reads
 * them only to guard /panel). Both live as long as the refresh token; an expired access token is
 * detected by the API's 401 and renewed with the refresh token.
 */
export type TokenStore = {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: { access_token: string; refresh_token: string }): void;
  clearAccessToken(): void;
  clear(): void;
};

export function createCookieTokenStore(doc: Document = document): TokenStore {
  const secure = () => doc.location?.protocol === "https:";
  const write = (name: string, value: string, maxAge: number) => {
    doc.cookie = serializeCookie(name, value, { maxAge, secure: secure() });
  };
  return {
    getAccessToken: () => readCookie(doc.cookie, ACCESS_TOKEN_COOKIE),
    getRefreshToken: () => readCookie(doc.cookie, REFRESH_TOKEN_COOKIE),
    setTokens({ access_token, refresh_token }) {
      write(ACCESS_TOKEN_COOKIE, access_token, REFRESH_TOKEN_TTL_SECONDS);
      write(REFRESH_TOKEN_COOKIE, refresh_token, REFRESH_TOKEN_TTL_SECONDS);
    },
    clearAccessToken: () => write(ACCESS_TOKEN_COOKIE, "", 0),
    clear() {
      write(ACCESS_TOKEN_COOKIE, "", 0);
      write(REFRESH_TOKEN_COOKIE, "", 0);
    },
  };
}

let browserStore: TokenStore | null = null;
/** The browser's token store (lazily created); an empty store during server rendering. */
export function tokens(): TokenStore {
  if (typeof document === "undefined") return createMemoryTokenStore();
  browserStore ??= createCookieTokenStore();
  return browserStore;
}
