import { randomInt } from "node:crypto";
import { TWO_FACTOR_RECOVERY_CODE_COUNT } from "@fooddir/contract";
import { hashToken } from "../../auth/tokens.ts";

/** Lowercase letters and digits without the look-alikes 0/o, 1/l/i. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** One recovery code like `k7p2-q9x4-m3n8`: 12 characters from crypto random (about 59 bits). */
function recoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

/** Fresh recovery codes: the codes to show once, and the hashes to store. */
export function generateRecoveryCodes(count = TWO_FACTOR_RECOVERY_CODE_COUNT) {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(recoveryCode());
  const list = [...codes];
  return { codes: list, hashes: list.map(hashRecoveryCode) };
}

/** The stored form of a recovery code (sha256); case and spaces as typed do not matter. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.replaceAll(/\s/g, "").toLowerCase());
}
