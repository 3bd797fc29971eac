import { emailSchema } from "@fooddir/contract";

/** The panel's sign-in page. */
export const SIGN_IN_PATH = "/team-login";

/** The sign-in page with `email` filled in (after choosing a password: a claim, a reset). */
export const signInHref = (email?: string | null) =>
  email ? `${SIGN_IN_PATH}?email=${encodeURIComponent(email)}` : SIGN_IN_PATH;

/**
 * The address the sign-in form starts with (issue 38 point 14): only the page's own `email`
 * parameter, and only when it is an email address; anything else starts empty.
 */
export function prefilledEmail(params: URLSearchParams): string {
  const parsed = emailSchema.safeParse(params.get("email") ?? "");
  return parsed.success ? parsed.data : "";
}
