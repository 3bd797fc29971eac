import { and, eq } from "drizzle-orm";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import { matchTotp } from "../../auth/totp.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { fieldError, notFound } from "../../http/errors.ts";
import { generateRecoveryCodes } from "./recovery-codes.ts";
import {
  CONFIRM_CODE_INVALID,
  NOTHING_TO_CONFIRM,
  TWO_FACTOR_ALREADY_ENABLED,
} from "./two-factor-messages.ts";
import { takeTwoFactorAttempt } from "./two-factor-throttle.ts";

/**
 * Turns two-factor on with a current code of the pending secret and returns the recovery codes
 * (shown once; only their hashes are stored). Wrong codes are throttled per user.
 */
export async function confirmTwoFactor(
  db: Db,
  attempts: AttemptStore,
  userId: number,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  const succeeded = await takeTwoFactorAttempt(attempts, "code", userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  if (user.two_factor_enabled) throw fieldError("code", TWO_FACTOR_ALREADY_ENABLED);
  if (!user.two_factor_secret) throw fieldError("code", NOTHING_TO_CONFIRM);
  const step = matchTotp(user.two_factor_secret, code.replaceAll(/\s/g, ""));
  if (step === null) throw fieldError("code", CONFIRM_CODE_INVALID);

  const { codes, hashes } = generateRecoveryCodes();
  // Only the secret that was shown, and only once (a parallel confirm finds it enabled).
  const enabled = await db
    .update(users)
    .set({
      two_factor_enabled: true,
      two_factor_recovery_codes: hashes,
      two_factor_last_step: step,
      updated_at: new Date(),
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.two_factor_enabled, false),
        eq(users.two_factor_secret, user.two_factor_secret),
      ),
    )
    .returning({ id: users.id });
  if (enabled.length === 0) throw fieldError("code", CONFIRM_CODE_INVALID);
  await succeeded();
  return { recovery_codes: codes };
}
