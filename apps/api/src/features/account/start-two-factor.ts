import type { TwoFactorSetup } from "@fooddir/contract";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { AttemptStore } from "../../auth/attempt-store.ts";
import { verifyPassword } from "../../auth/passwords.ts";
import { generateTotpSecret, totpUri } from "../../auth/totp.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { fieldError, notFound } from "../../http/errors.ts";
import {
  DEFAULT_TOTP_ISSUER,
  PASSWORD_INCORRECT,
  TWO_FACTOR_ALREADY_ENABLED,
} from "./two-factor-messages.ts";
import { takeTwoFactorAttempt } from "./two-factor-throttle.ts";

/**
 * Begins enrolment: after the password is proven, stores a new pending secret (two-factor stays
 * off until a code from it is confirmed) and returns it with its otpauth URL and QR code.
 * Starting again replaces a pending secret that was never confirmed.
 */
export async function startTwoFactor(
  db: Db,
  attempts: AttemptStore,
  userId: number,
  input: { password: string; issuer: string },
): Promise<TwoFactorSetup> {
  const succeeded = await takeTwoFactorAttempt(attempts, "password", userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw fieldError("password", PASSWORD_INCORRECT);
  }
  await succeeded();
  if (user.two_factor_enabled) throw fieldError("two_factor", TWO_FACTOR_ALREADY_ENABLED);

  const secret = generateTotpSecret();
  await db
    .update(users)
    .set({
      two_factor_secret: secret,
      two_factor_enabled: false,
      two_factor_recovery_codes: null,
      two_factor_last_step: null,
      updated_at: new Date(),
    })
    .where(eq(users.id, userId));
  const otpauthUrl = totpUri(secret, input.issuer || DEFAULT_TOTP_ISSUER, user.email);
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_svg: await QRCode.toString(otpauthUrl, { type: "svg", margin: 1 }),
  };
}
