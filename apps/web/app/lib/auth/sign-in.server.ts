import { API_PATHS, type TokenPair } from "@fooddir/contract";
import { data, redirect } from "react-router";
import { flattenFieldErrors } from "../api/errors.ts";
import { serverApi } from "../api/server.server.ts";
import { nowOf } from "../clock.server.ts";
import type { PageArgs } from "../posted-form.server.ts";
import { postedForm } from "../posted-form.server.ts";
import { isHttpsRequest, newSessionKey, sessionCookies } from "./session-cookies.server.ts";
import { openSignIn, sealSignIn, signInKeyContext } from "./sign-in-step.server.ts";

/** Where a signed-in person lands. */
const PANEL_HOME = "/panel";

/** What the sign-in page shows after a refused post. */
export type SignInState = {
  /** "code": the password was right and the account asks for its two-factor code. */
  step: "password" | "code";
  email: string;
  /** The code step's sealed address and password (sign-in-step.server.ts); absent without a key. */
  pending?: string;
  /** Messages at the fields (email, password, code). */
  errors: Record<string, string>;
  /** A message for the whole form (throttled, the API unreachable, the code step expired). */
  alert: string | null;
};

/** Longer fields than these are no sign-in (the API's own limits are lower). */
const FIELD_MAX = 1_000;

const SIGN_IN_TEXT = {
  failed: "Sign-in failed. Please try again.",
  throttled: "Too many requests.",
  expired: "That took too long. Please enter your password again.",
} as const;

function apiBody(body: unknown): { message?: string; errors?: Record<string, string[]> } {
  return body && typeof body === "object" ? (body as never) : {};
}

/**
 * The sign-in page's post, the same sign-in as the session bridge's (decision 017) as a plain
 * form: right credentials set the session cookies and go to the panel (303, a top-level
 * navigation, so the panel page is rendered with the session); a refusal renders the page again
 * with the messages at their fields. Only from this site's own pages (Sec-Fetch-Site).
 */
export async function signInAction({ request, context }: PageArgs<unknown>) {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") {
    throw data("Forbidden.", { status: 403, statusText: "Forbidden" });
  }
  const form = await postedForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, FIELD_MAX) : "";
  };
  const key = context.get(signInKeyContext);
  const now = nowOf(context);
  const code = field("code").trim();
  let email = field("email").trim();
  let password = field("password");
  const sealed = field("pending");
  const refused = (
    status: number,
    state: Omit<SignInState, "errors" | "alert"> & Partial<SignInState>,
  ) => data<SignInState>({ errors: {}, alert: null, ...state }, { status });

  if (sealed) {
    const pending = key ? openSignIn(key, sealed, now) : null;
    if (!pending) return refused(422, { step: "password", email, alert: SIGN_IN_TEXT.expired });
    ({ email, password } = pending);
  }
  const result = await serverApi(context, request)<TokenPair>(API_PATHS.login, {
    method: "POST",
    body: { email, password, ...(code ? { code } : {}) },
  });
  const pair = result.data;
  if (result.status === 200 && pair?.refresh_token) {
    const secure = isHttpsRequest(
      request.headers.get("x-forwarded-proto"),
      new URL(request.url).protocol === "https:",
    );
    // No cache keeps it: /team-login is a private screen (site-listener.ts, private, no-store).
    const headers = new Headers();
    for (const cookie of sessionCookies(pair, newSessionKey(), secure)) {
      headers.append("Set-Cookie", cookie);
    }
    return redirect(PANEL_HOME, { status: 303, headers });
  }
  const body = apiBody(result.body);
  // A refusal on the code step stays on it (same sealed sign-in, same deadline).
  const again = (status: number, more: Partial<SignInState>) =>
    sealed
      ? refused(status, { step: "code", email, pending: sealed, ...more })
      : refused(status, { step: "password", email, ...more });
  if (result.status === 422) {
    const errors = flattenFieldErrors(body.errors);
    if (!errors.code) return refused(422, { step: "password", email, errors });
    // The first "code required" is a prompt, not a mistake.
    if (!code) delete errors.code;
    if (sealed) return again(422, { errors });
    const pending = key ? sealSignIn(key, { email, password }, now) : undefined;
    return refused(422, { step: "code", email, pending, errors });
  }
  if (result.status === 429) return again(429, { alert: body.message || SIGN_IN_TEXT.throttled });
  return again(result.status >= 500 ? 503 : result.status, {
    alert: body.message || SIGN_IN_TEXT.failed,
  });
}
