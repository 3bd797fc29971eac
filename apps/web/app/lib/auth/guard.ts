import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@fooddir/contract";
import { redirect } from "react-router";
import { readCookie } from "./tokens.ts";

export const LOGIN_PATH = "/team-login";

/**
 * Internal request header: the session a panel page is rendered with, set by the site listener
 * for a top-level navigation (apps/web/server/panel-session.ts); a client's own is dropped.
 */
export const PANEL_SESSION_HEADER = "x-fooddir-panel-session";

/** Whether a Cookie header / document.cookie carries a session token. */
export function hasSessionCookie(cookies: string | null | undefined) {
  if (!cookies) return false;
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
