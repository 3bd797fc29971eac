import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@fooddir/contract";
import { redirect } from "react-router";
import { readCookie } from "./tokens.ts";

export const LOGIN_PATH = "/team-login";

/** Whether a Cookie header / document.cookie carries a session token. */
export function hasSessionCookie(cookies: string | null | undefined) {
  return Boolean(
    readCookie(cookies, ACCESS_TOKEN_COOKIE) || readCookie(cookies, REFRESH_TOKEN_COOKIE),
  );
}

/**
 * The `auth` route middleware (spec §2): signed-in-only areas redirect to /team-login when the
 * request has neither an access nor a refresh token cookie.
 */
export function requireSessionCookie(cookies: string | null | undefined) {
  if (!hasSessionCookie(cookies)) throw redirect(LOGIN_PATH);
}
