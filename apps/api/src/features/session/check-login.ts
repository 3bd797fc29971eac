import { type LoginBody, ROLES } from "@fooddir/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import { verifyPassword } from "../../auth/passwords.ts";
import { hashToken } from "../../auth/tokens.ts";
import { matchTotp } from "../../auth/totp.ts";
import type { Db } from "../../db/client.ts";
import { userDomains, users } from "../../db/schema.ts";
import { fieldError } from "../../http/errors.ts";
import type { LoginThrottles } from "./login-throttles.ts";

export const BAD_CREDENTIALS = "These credentials do not match our records.";
export const CODE_REQUIRED = "Enter the code from your authenticator app.";
export const CODE_INVALID = "The two-factor code is invalid.";
export const NO_DOMAIN = "This account has no access to any site.";

/**
 * Checks credentials (and the second factor when enabled) and picks the domain the session
 * starts on: the site's own domain when the user belongs to it, else the user's first domain.
 * Every attempt counts per account and per IP before anything is verified (login-throttles.ts).
 */
export async function checkLogin(
  db: Db,
  throttles: LoginThrottles,
  body: LoginBody,
  ip: string,
  siteDomainId: number,
): Promise<{ userId: number; domainId: number }> {
  const accountKey = body.email;
  const attempt = await throttles.begin(accountKey, ip);
  const user = await verifyCredentials(db, body).finally(attempt.done);
  await throttles.succeeded(accountKey);

  const memberships = await db
    .select({ domainId: userDomains.domain_id })
    .from(userDomains)
    .where(eq(userDomains.user_id, user.id))
    .orderBy(asc(userDomains.domain_id));
  const isMember = memberships.some((m) => m.domainId === siteDomainId);
  if (isMember || user.role_id === ROLES.superAdmin)
    return { userId: user.id, domainId: siteDomainId };
  if (memberships.length === 0) throw fieldError("email", NO_DOMAIN);
  return { userId: user.id, domainId: memberships[0].domainId };
}

/** The user whose password (and second factor, when enabled) the body proves; else a 422. */
async function verifyCredentials(db: Db, body: LoginBody) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, body.email), isNull(users.deleted_at)))
    .limit(1);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !passwordOk || user.disabled_at) throw fieldError("email", BAD_CREDENTIALS);
  if (user.two_factor_enabled && user.two_factor_secret) {
    if (!body.code) throw fieldError("code", CODE_REQUIRED);
    if (!(await acceptSecondFactor(db, user, body.code))) throw fieldError("code", CODE_INVALID);
  }
  return user;
}

/** A TOTP code newer than the last accepted one, or an unused recovery code (then spent). */
async function acceptSecondFactor(
  db: Db,
  user: typeof users.$inferSelect,
  code: string,
): Promise<boolean> {
  const normalized = code.replaceAll(/\s/g, "");
  const step = matchTotp(user.two_factor_secret!, normalized);
  if (step !== null) {
    if (user.two_factor_last_step !== null && step <= user.two_factor_last_step) return false;
    await db.update(users).set({ two_factor_last_step: step }).where(eq(users.id, user.id));
    return true;
  }
  const hashes = user.two_factor_recovery_codes ?? [];
  const hash = hashToken(normalized.toLowerCase());
  if (!hashes.includes(hash)) return false;
  await db
    .update(users)
    .set({ two_factor_recovery_codes: hashes.filter((h) => h !== hash) })
    .where(eq(users.id, user.id));
  return true;
}
