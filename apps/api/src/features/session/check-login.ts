import { type LoginBody, ROLES } from "@fooddir/contract";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { verifyPassword } from "../../auth/passwords.ts";
import { matchTotp } from "../../auth/totp.ts";
import type { Db } from "../../db/client.ts";
import { userDomains, users } from "../../db/schema.ts";
import { fieldError } from "../../http/errors.ts";
import { hashRecoveryCode } from "../account/recovery-codes.ts";
import { BAD_CREDENTIALS, CODE_INVALID, CODE_REQUIRED, NO_DOMAIN } from "./login-messages.ts";
import type { LoginThrottles } from "./login-throttles.ts";

/**
 * Checks credentials (and the second factor when enabled) and picks the domain the session
 * starts on: the site's own domain when the user belongs to it, else the user's first domain.
 * Every attempt counts per account and per IP before anything is verified (login-throttles.ts),
 * so wrong TOTP and recovery codes use up the same allowance as wrong passwords.
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

/**
 * A TOTP code of a step after the last accepted one, or an unused recovery code. Both are spent
 * in one conditional update, so two sign-ins racing with the same code cannot both pass.
 */
async function acceptSecondFactor(
  db: Db,
  user: typeof users.$inferSelect,
  code: string,
): Promise<boolean> {
  const step = matchTotp(user.two_factor_secret!, code.replaceAll(/\s/g, ""));
  if (step !== null) {
    const accepted = await db
      .update(users)
      .set({ two_factor_last_step: step })
      .where(
        and(
          eq(users.id, user.id),
          or(isNull(users.two_factor_last_step), lt(users.two_factor_last_step, step)),
        ),
      )
      .returning({ id: users.id });
    return accepted.length > 0;
  }
  const hash = hashRecoveryCode(code);
  const spent = await db
    .update(users)
    .set({ two_factor_recovery_codes: sql`${users.two_factor_recovery_codes} - ${hash}::text` })
    .where(
      and(
        eq(users.id, user.id),
        sql`${users.two_factor_recovery_codes} @> ${JSON.stringify([hash])}::jsonb`,
      ),
    )
    .returning({ id: users.id });
  return spent.length > 0;
}
