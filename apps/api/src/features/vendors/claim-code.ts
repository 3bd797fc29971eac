import { createHmac, randomInt } from "node:crypto";

/** A claim code: 6 random digits (leading zeros kept). */
export function newClaimCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * What is stored of a code: its HMAC-SHA256 under the app secret, bound to the listing and to
 * the address that asked for it (`requester`: throttledAddress, an IPv6 /64), so a copy of the
 * database alone cannot try the million codes, and a code works only from the address it was
 * asked from: a stranger's guesses from elsewhere can neither hit nor use up the owner's code
 * (issue 37 point 8). The verify looks the hash up among the listing's live codes.
 */
export function hashClaimCode(
  secret: string,
  claim: { memberId: number; requester: string },
  code: string,
): string {
  return createHmac("sha256", secret)
    .update(`member-claim:${claim.memberId}:${claim.requester}:${code}`)
    .digest("hex");
}
