import { and, eq, isNull, type SQL } from "drizzle-orm";
import { hashToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { emailChanges, users } from "../../db/schema.ts";
import { fieldError } from "../../http/errors.ts";

export const EMAIL_LINK_INVALID = "This link is invalid or has expired.";

export const invalidEmailLink = () => fieldError("token", EMAIL_LINK_INVALID);

/** A user's email changes still waiting for their confirm link (not confirmed, reverted or cancelled). */
export function pendingEmailChangesOf(userId: number): SQL {
  return and(
    eq(emailChanges.user_id, userId),
    isNull(emailChanges.confirmed_at),
    isNull(emailChanges.reverted_at),
    isNull(emailChanges.cancelled_at),
  ) as SQL;
}

/** Cancels every email change of the user still waiting for its confirm link. */
export async function cancelPendingEmailChanges(db: Db, userId: number, at = new Date()) {
  await db.update(emailChanges).set({ cancelled_at: at }).where(pendingEmailChangesOf(userId));
}

/**
 * The email change whose confirm or revert token is `token`, issued for the domain `siteId`, when
 * it is still usable by `usable` (and the user is not deleted); null otherwise.
 */
export async function findEmailChange(
  db: Db,
  siteId: number,
  column: "confirm_token_hash" | "revert_token_hash",
  token: string,
  usable: SQL | undefined,
) {
  const [row] = await db
    .select({
      id: emailChanges.id,
      userId: emailChanges.user_id,
      oldEmail: emailChanges.old_email,
      newEmail: emailChanges.new_email,
      confirmedAt: emailChanges.confirmed_at,
      currentEmail: users.email,
      disabledAt: users.disabled_at,
    })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.user_id))
    .where(
      and(
        eq(emailChanges[column], hashToken(token)),
        eq(emailChanges.domain_id, siteId),
        isNull(emailChanges.reverted_at),
        isNull(emailChanges.cancelled_at),
        isNull(users.deleted_at),
        usable,
      ),
    )
    .limit(1);
  return row ?? null;
}
