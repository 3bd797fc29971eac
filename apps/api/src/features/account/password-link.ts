import { hashToken, randomToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens } from "../../db/schema.ts";

/**
 * A single-use link to the change-password page of `siteOrigin` (the configured public origin of
 * the site of the API host that was called, never a host from the request), backed by a row of
 * password_reset_tokens that holds only the token's hash. Reset mails and invitations share it;
 * reset-password-with-token.ts spends it.
 */
export async function createPasswordLink(
  db: Db,
  user: { id: number; email: string },
  siteOrigin: string,
  ttlMs: number,
): Promise<string> {
  const token = randomToken();
  await db.insert(passwordResetTokens).values({
    user_id: user.id,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlMs),
  });
  return `${siteOrigin}/change-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
}
