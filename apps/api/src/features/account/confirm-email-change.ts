import { EMAIL_CHANGE_REVERT_TTL_DAYS } from "@fooddir/contract";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { emailChanges, users } from "../../db/schema.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { fieldError } from "../../http/errors.ts";
import { EMAIL_TAKEN, USERS_EMAIL_INDEX, userIdWithEmail } from "../users/user-rules.ts";
import { findEmailChange, invalidEmailLink } from "./email-change-link.ts";
import { invalidateAccountLinks } from "./password-link.ts";

/**
 * The new address confirms an email change with the token mailed to it (single use, expiring,
 * only through the API host of the domain it was issued for): it becomes the sign-in email if
 * it is still free, the revert window of the old address starts, and the user's other account
 * links end. Returns the new email.
 */
export async function confirmEmailChange(db: Db, siteId: number, token: string) {
  const change = await findEmailChange(
    db,
    siteId,
    "confirm_token_hash",
    token,
    and(isNull(emailChanges.confirmed_at), gt(emailChanges.expires_at, new Date())),
  );
  // A disabled user, or one whose email changed otherwise since, cannot confirm.
  if (!change || change.disabledAt || change.currentEmail !== change.oldEmail) {
    throw invalidEmailLink();
  }
  if ((await userIdWithEmail(db, change.newEmail, change.userId)) !== null) {
    throw fieldError("email", EMAIL_TAKEN);
  }

  const now = new Date();
  await db
    .transaction(async (tx) => {
      const spent = await tx
        .update(emailChanges)
        .set({
          confirmed_at: now,
          revert_expires_at: new Date(now.getTime() + EMAIL_CHANGE_REVERT_TTL_DAYS * 86_400_000),
        })
        .where(
          and(
            eq(emailChanges.id, change.id),
            isNull(emailChanges.confirmed_at),
            isNull(emailChanges.reverted_at),
            isNull(emailChanges.cancelled_at),
          ),
        )
        .returning({ id: emailChanges.id });
      if (spent.length === 0) throw invalidEmailLink();
      const moved = await tx
        .update(users)
        .set({ email: change.newEmail, updated_at: now })
        .where(and(eq(users.id, change.userId), eq(users.email, change.oldEmail)))
        .returning({ id: users.id });
      if (moved.length === 0) throw invalidEmailLink();
      // Reset links name the old address; other pending changes end.
      await invalidateAccountLinks(tx as unknown as Db, change.userId);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, USERS_EMAIL_INDEX)) throw fieldError("email", EMAIL_TAKEN);
      throw error;
    });
  return { email: change.newEmail };
}
