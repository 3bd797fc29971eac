import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailChanges, users } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { fieldError } from "../../http/errors.ts";
import { revokeAllSessions } from "../session/revoke-all-sessions.ts";
import { USERS_EMAIL_INDEX } from "../users/user-rules.ts";
import { findEmailChange, invalidEmailLink } from "./email-change-link.ts";
import { invalidateAccountLinks } from "./password-link.ts";

export const OLD_EMAIL_TAKEN =
  "Your old email now belongs to another account; ask an administrator for help.";

/**
 * The old address undoes an email change with the revert token of its notice (single use,
 * only through the API host of the domain it was issued for): a pending change is cancelled, a
 * confirmed one (within its revert window) gives the account its old email back. Either way every
 * session of the user ends, every outstanding reset, invitation and confirm link ends, and so do
 * the revert links of later changes; those of earlier changes stay, so whoever owned the account
 * before can still take it back. Returns the email the account has now.
 */
export async function revertEmailChange(db: Db, siteId: number, token: string) {
  const change = await findEmailChange(
    db,
    siteId,
    "revert_token_hash",
    token,
    gt(emailChanges.revert_expires_at, new Date()),
  );
  if (!change) throw invalidEmailLink();

  const now = new Date();
  await db
    .transaction(async (tx) => {
      const spent = await tx
        .update(emailChanges)
        .set({ reverted_at: now })
        .where(
          and(
            eq(emailChanges.id, change.id),
            isNull(emailChanges.reverted_at),
            isNull(emailChanges.cancelled_at),
          ),
        )
        .returning({ id: emailChanges.id });
      if (spent.length === 0) throw invalidEmailLink();
      if (change.confirmedAt) {
        await tx
          .update(users)
          .set({ email: change.oldEmail, updated_at: now })
          .where(eq(users.id, change.userId));
      }
      await tx
        .update(emailChanges)
        .set({ cancelled_at: now })
        .where(
          and(
            eq(emailChanges.user_id, change.userId),
            gt(emailChanges.id, change.id),
            isNull(emailChanges.reverted_at),
            isNull(emailChanges.cancelled_at),
          ),
        );
      await invalidateAccountLinks(tx as unknown as Db, change.userId);
      await revokeAllSessions(tx as unknown as Db, change.userId, "email change reverted");
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, USERS_EMAIL_INDEX)) throw fieldError("token", OLD_EMAIL_TAKEN);
      throw error;
    });
  return { email: change.confirmedAt ? change.oldEmail : change.currentEmail };
}
