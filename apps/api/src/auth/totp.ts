import { Secret, TOTP } from "otpauth";

/**
 * RFC 6238 TOTP through the `otpauth` library, with the parameters every authenticator app
 * uses: HMAC-SHA1, 6 digits, 30 s steps. One step of clock drift either way is accepted.
 * Callers store the step of the last accepted code and refuse any step not greater than it, so
 * each code works once.
 */
const PARAMS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
const WINDOW = 1;

/** A new random secret (160 bits, as RFC 4226 recommends), base32-encoded. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, meta: { issuer?: string; label?: string } = {}) {
  return new TOTP({ ...PARAMS, ...meta, secret: Secret.fromBase32(secret) });
}

/** The step (30 s period since the epoch) a timestamp falls in. */
export function totpStep(nowMs = Date.now()): number {
  return TOTP.counter({ period: PARAMS.period, timestamp: nowMs });
}

/** The code of one step (for tests and tools). */
export function totpAt(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * PARAMS.period * 1000 });
}

/** The step a code belongs to (current step +-1 for clock drift), or null when it matches none. */
export function matchTotp(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  let delta: number | null;
  try {
    delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: WINDOW });
  } catch {
    return null; // a secret that is not base32
  }
  return delta === null ? null : totpStep(nowMs) + delta;
}

/** The otpauth:// URI authenticator apps import (usually as a QR code). */
export function totpUri(secret: string, issuer: string, label: string): string {
  return totpOf(secret, { issuer, label }).toString();
}
