import type { AttemptStore } from "../../auth/attempt-store.ts";
import { tooManyRequests } from "../../http/errors.ts";

const WINDOW_MS = 15 * 60 * 1000;
/** Wrong codes (or passwords) one user may try per 15 minutes on the two-factor routes. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

/**
 * Counts a two-factor attempt of the signed-in user before anything is verified (like
 * login-throttles.ts): past the limit the answer is 429. The returned function clears the count
 * after a success, so only wrong attempts add up.
 */
export async function takeTwoFactorAttempt(
  attempts: AttemptStore,
  kind: "code" | "password",
  userId: number,
): Promise<() => Promise<void>> {
  const key = `two-factor:${kind}:${userId}`;
  const verdict = await attempts.take(key, TWO_FACTOR_MAX_ATTEMPTS, WINDOW_MS);
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
  return () => attempts.reset(key);
}
