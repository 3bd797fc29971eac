import { z } from "zod";
import { idSchema } from "./posts.ts";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A rotated refresh token presented again within this window is a concurrent refresh, not a replay. */
export const REFRESH_REUSE_GRACE_SECONDS = 10;
export const ACCESS_TOKEN_COOKIE = "access_token";
export const REFRESH_TOKEN_COOKIE = "refresh_token";

export const emailSchema = z
  .string()
  .trim()
  .min(1, "The email field is required.")
  .max(254, "The email may not be greater than 254 characters.")
  .email("The email must be a valid email address.")
  .transform((v) => v.toLowerCase());

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "The password field is required.").max(1024),
  code: z.string().trim().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const switchDomainBodySchema = z.object({
  domain_id: idSchema,
});

/**
 * The panel's session bridge on the site host (decision 017): the refresh token lives only in an
 * HttpOnly cookie that the web server reads; the panel holds its access token in memory and
 * renews it here with the session key it got at sign-in or from the page it was loaded with.
 */
export const SESSION_KEY_COOKIE = "session_key";
/** The header carrying the panel's session key to the bridge (must equal the cookie). */
export const SESSION_KEY_HEADER = "x-session-key";
export const PANEL_SESSION_PATHS = {
  /** POST {email, password, code?}: signs in (the API's login) and sets the cookies. */
  login: "/panel/session",
  /** POST: a new access token from the refresh cookie. */
  refresh: "/panel/session/refresh",
  /** POST {domain_id} with the bearer: the API's switch-domain. */
  switchDomain: "/panel/session/switch-domain",
  /** POST the account update with the bearer: a password change renews the cookies. */
  account: "/panel/session/account",
  /** POST with the bearer: the API's logout, and the cookies are cleared. */
  logout: "/panel/session/logout",
} as const;

/** What the bridge hands the panel: never the refresh token. */
export const panelSessionSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  session_key: z.string(),
});
export type PanelSession = z.infer<typeof panelSessionSchema>;
