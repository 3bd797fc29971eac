import { randomBytes } from "node:crypto";
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_KEY_COOKIE,
  type TokenPair,
} from "@fooddir/contract";

// The panel's session cookies (decision 017), set by the session bridge
// (server/panel-session.ts) and by the sign-in page's form post (sign-in.server.ts): the refresh
// token, the latest access token and the session key, HttpOnly, read only by this server.

export const SESSION_COOKIES = [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, SESSION_KEY_COOKIE];

/** `name=value; Path=/; HttpOnly; SameSite=Strict; Max-Age=...[; Secure]` (max-age 0 deletes). */
export function sessionCookie(name: string, value: string, maxAge: number, secure: boolean) {
  const cookie = `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}`;
  return secure ? `${cookie}; Secure` : cookie;
}

/** The three cookies of a new or renewed session. */
export function sessionCookies(pair: TokenPair, key: string, secure: boolean): string[] {
  return [
    sessionCookie(ACCESS_TOKEN_COOKIE, pair.access_token, REFRESH_TOKEN_TTL_SECONDS, secure),
    sessionCookie(REFRESH_TOKEN_COOKIE, pair.refresh_token, REFRESH_TOKEN_TTL_SECONDS, secure),
    sessionCookie(SESSION_KEY_COOKIE, key, REFRESH_TOKEN_TTL_SECONDS, secure),
  ];
}

/** The key a panel window proves its session with (the session_key cookie's twin header). */
export const newSessionKey = () => randomBytes(32).toString("base64url");

/** Whether the request came over TLS: the proxy's X-Forwarded-Proto, or the socket's own. */
export function isHttpsRequest(forwardedProto: string | null | undefined, encrypted: boolean) {
  const proto = String(forwardedProto ?? "")
    .split(",")[0]
    .trim();
  return proto === "https" || encrypted;
}
