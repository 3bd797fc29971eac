import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

/** A claim code: 6 random digits (leading zeros kept). */
export function newClaimCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * What is stored of a code: its HMAC-SHA256 under the app secret, bound to the listing, so a
 * copy of the database alone cannot try the million codes.
 */
export function hashClaimCode(secret: string, memberId: number, code: string): string {
  return createHmac("sha256", secret).update(`member-claim:${memberId}:${code}`).digest("hex");
}

/** Whether `code` is the one stored as `hash`, compared in constant time. */
export function claimCodeMatches(
  secret: string,
  memberId: number,
  code: string,
  hash: string,
): boolean {
  const given = Buffer.from(hashClaimCode(secret, memberId, code), "hex");
  const stored = Buffer.from(hash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
