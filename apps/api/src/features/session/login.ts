import { type LoginBody, ROLES } from "@fooddir/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import { verifyPassword } from "../../auth/passwords.ts";
import { Throttle } from "../../auth/throttle.ts";
import { hashToken } from "../../auth/tokens.ts";
import { matchTotp } from "../../auth/totp.ts";
import type { Db } from "../../db/client.ts";
import { userDomains, users } from "../../db/schema.ts";
import { fieldError, tooManyRequests } from "../../http/errors.ts";

export const BAD_CREDENTIALS = "These credentials do not match our records.";
export const CODE_REQUIRED = "Enter the code from your authenticator app.";
export const CODE_INVALID = "The two-factor code is invalid.";
export const NO_DOMAIN = "This account has no access to any site.";

export type LoginThrottles = { perAccount: Throttle; perIp: Throttle };

export function createLoginThrottles(limits: {
  perAccount: number;
  perIp: number;
}): LoginThrottles {
  const window = 15 * 60 * 1000;
  return {
    perAccount: new Throttle(limits.perAccount, window),
    perIp: new Throttle(limits.perIp, window),
  };
}

/**
 * Checks credentials (and the second factor when enabled) and picks the domain the session
 * starts on: the site's own domain when the user belongs to it, else the user's first domain.
 * Failed attempts count per account and every attempt counts per IP.
 */
export async function checkLogin(
  db: Db,
  throttles: LoginThrottles,
  body: LoginBody,
  ip: string,
  siteDomainId: number,
): Promise<{ userId: number; domainId: number }> {
  const accountKey = body.email;
  const blocked = Math.max(
    throttles.perIp.blockedFor(ip),
    throttles.perAccount.blockedFor(accountKey),
  );
  if (blocked > 0) throw tooManyRequests(blocked);
  throttles.perIp.hit(ip);

  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, body.email), isNull(users.deleted_at)))
    .limit(1);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, body.password);
  if (!user || !passwordOk || user.disabled_at) {
    throttles.perAccount.hit(accountKey);
    throw fieldError("email", BAD_CREDENTIALS);
  }

  if (user.two_factor_enabled && user.two_factor_secret) {
    if (!body.code) throw fieldError("code", CODE_REQUIRED);
    const accepted = await acceptSecondFactor(db, user, body.code);
    if (!accepted) {
      throttles.perAccount.hit(accountKey);
      throw fieldError("code", CODE_INVALID);
    }
  }
  throttles.perAccount.reset(accountKey);

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
