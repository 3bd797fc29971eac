import { PASSWORD_RESET_TTL_MINUTES } from "@fooddir/contract";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords.ts";
import { hashToken, randomToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens, users } from "../../db/schema.ts";
import { fieldError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { revokeAllSessions } from "../session/service.ts";

export const RESET_LINK_SENT = "If an account exists for that email, we sent a link.";
export const RESET_LINK_INVALID = "This password reset link is invalid or has expired.";

/**
 * Mails a single-use link to the change-password page of `siteOrigin` - the site of the API
 * host that was called, never a host from the body or a forwarded header.
 */
export async function sendPasswordResetLink(
  db: Db,
  mailer: Mailer,
  email: string,
  siteOrigin: string,
  siteName: string,
) {
  const [user] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      disabled: users.disabled_at,
      deleted: users.deleted_at,
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deleted_at)))
    .limit(1);
  if (!user || user.disabled) return;
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
  });
  const link = `${siteOrigin}/change-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await mailer.send({
    to: email,
    subject: `${siteName}: set your password`,
    text: [
      `Hello ${user.firstname},`,
      "",
      `Open this link to choose a new password for ${siteName}:`,
      link,
      "",
      `The link works once and expires in ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
      "If you did not ask for it, ignore this message; your password stays as it is.",
    ].join("\n"),
  });
}

/** Sets the password from a reset link, spends the link and signs the user out everywhere. */
export async function resetPasswordWithToken(
  db: Db,
  email: string,
  token: string,
  password: string,
) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: users.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(
      and(
        eq(passwordResetTokens.token_hash, hashToken(token)),
        eq(users.email, email),
        isNull(users.deleted_at),
        isNull(users.disabled_at),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw fieldError("token", RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResetTokens)
      .set({ used_at: new Date() })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.used_at)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) throw fieldError("token", RESET_LINK_INVALID);
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(users.id, row.userId));
    await revokeAllSessions(tx as unknown as Db, row.userId, "password reset");
  });
}
