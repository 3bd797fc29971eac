import { eq } from "drizzle-orm";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { fieldError, notFound } from "../../http/errors.ts";
import { PASSWORD_INCORRECT } from "./two-factor-messages.ts";
import { takeTwoFactorAttempt } from "./two-factor-throttle.ts";

/**
 * Turns two-factor off (or drops a pending enrolment) after the password is proven: the secret,
 * the recovery codes and the last accepted step are cleared. Wrong passwords are throttled.
 */
export async function disableTwoFactor(
  db: Db,
  attempts: AttemptStore,
  userId: number,
  password: string,
) {
  const succeeded = await takeTwoFactorAttempt(attempts, "password", userId);
  const [user] = await db
    .select({ passwordHash: users.password_hash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw fieldError("password", PASSWORD_INCORRECT);
  }
  await succeeded();
  await db
    .update(users)
    .set({
      two_factor_enabled: false,
      two_factor_secret: null,
      two_factor_recovery_codes: null,
      two_factor_last_step: null,
      updated_at: new Date(),
    })
    .where(eq(users.id, userId));
}
