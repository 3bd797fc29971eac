import { and, eq, isNull } from "drizzle-orm";
import { hashToken, randomToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens } from "../../db/schema.ts";
import { cancelPendingEmailChanges } from "./email-change-link.ts";

/** "reset": a reset link the user asked for; "invite": the set-password link of a new user. */
export type PasswordLinkKind = "reset" | "invite";

/**
 * Ends every outstanding account link of a user: each unused reset or invitation link is marked
 * used, and unless `keepEmailChanges`, each email change still waiting for its confirm link is
 * cancelled. Called when a link is issued (then only the password links end: anyone may ask for
 * a reset mail, and that must not cancel someone's email change), when one is used, when the
 * password changes or is reset, when an email change is confirmed or reverted, and when the user
 * is disabled or deleted. The revert links of confirmed email changes stay: the old address must
 * keep its way back whatever the new owner of the account does.
 */
export async function invalidateAccountLinks(
  db: Db,
  userId: number,
  options: { keepEmailChanges?: boolean } = {},
) {
  const now = new Date();
  await db
    .update(passwordResetTokens)
    .set({ used_at: now })
    .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
  if (options.keepEmailChanges) return;
  await cancelPendingEmailChanges(db, userId, now);
}

/**
 * A single-use link to the change-password page of `site.origin` (the configured public origin of
 * the site of the API host that was called, never a host from the request), backed by a row of
 * password_reset_tokens that holds only the token's hash and the domain it works on. Issuing it
 * ends the user's other reset and invitation links. Reset mails and invitations share it;
 * reset-password-with-token.ts spends it.
 */
export async function createPasswordLink(
  db: Db,
  user: { id: number; email: string },
  site: { origin: string; domainId: number },
  options: { kind: PasswordLinkKind; ttlMs: number },
): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    await invalidateAccountLinks(tx as unknown as Db, user.id, { keepEmailChanges: true });
    await tx.insert(passwordResetTokens).values({
      user_id: user.id,
      kind: options.kind,
      domain_id: site.domainId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + options.ttlMs),
    });
  });
  return `${site.origin}/change-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
}
