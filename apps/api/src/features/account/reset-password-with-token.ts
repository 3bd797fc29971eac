import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords.ts";
import { hashToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens, users } from "../../db/schema.ts";
import { fieldError } from "../../http/errors.ts";
import { revokeAllSessions } from "../session/revoke-all-sessions.ts";
import { invalidateAccountLinks } from "./password-link.ts";

export const RESET_LINK_INVALID = "This password reset link is invalid or has expired.";

/**
 * Sets the password from a reset or invitation link, which works only through the API host of
 * the domain it was issued for (`siteId`); ends every outstanding link of the user and signs
 * the user out everywhere.
 */
export async function resetPasswordWithToken(
  db: Db,
  siteId: number,
  input: { email: string; token: string; password: string },
) {
  const { email, token, password } = input;
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: users.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.user_id))
    .where(
      and(
        eq(passwordResetTokens.token_hash, hashToken(token)),
        eq(passwordResetTokens.domain_id, siteId),
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
    await invalidateAccountLinks(tx as unknown as Db, row.userId);
    await revokeAllSessions(tx as unknown as Db, row.userId, "password reset");
  });
}
