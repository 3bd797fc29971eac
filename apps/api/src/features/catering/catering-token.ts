import { CATERING_TOKEN_TTL_DAYS } from "@fooddir/contract";
import { type SignedLinkClaims, signLink, verifyLink } from "../../auth/signed-link.ts";

/**
 * The credential of an answer link (`/respond/{token}`): a signed link (auth/signed-link.ts)
 * bound to one request, one member and one domain, for CATERING_TOKEN_TTL_DAYS. A mailed link
 * (to the truck's catering contact, who is no user) is bound to the member post alone; one minted
 * for a vendor in the panel (GET /api/member/catering-requests) also carries the vendor's
 * `user_id`, under its own purpose, and works only while that user is still bound to the member
 * post (resolveCateringToken checks it on every use: issue 37 point 5).
 */
export type CateringTokenClaims = SignedLinkClaims<"request_id" | "member_id" | "domain_id"> & {
  /** The vendor the token was minted for (panel tokens only). */
  user_id?: number;
};

const MAILED = "catering-response";
const VENDOR = "catering-response-vendor";
const KEYS = ["request_id", "member_id", "domain_id"] as const;
const VENDOR_KEYS = [...KEYS, "user_id"] as const;
const TTL_SECONDS = CATERING_TOKEN_TTL_DAYS * 24 * 60 * 60;

export function signCateringToken(
  secret: string,
  claims: { request_id: number; member_id: number; domain_id: number; user_id?: number },
  now: Date,
): string {
  const ids = {
    request_id: claims.request_id,
    member_id: claims.member_id,
    domain_id: claims.domain_id,
  };
  if (claims.user_id === undefined) return signLink(secret, MAILED, ids, now, TTL_SECONDS).token;
  return signLink(secret, VENDOR, { ...ids, user_id: claims.user_id }, now, TTL_SECONDS).token;
}

/** The claims of a token signed with `secret` that has not expired at `now`; else null. */
export function verifyCateringToken(
  secret: string,
  token: string,
  now: Date,
): CateringTokenClaims | null {
  return (
    verifyLink(secret, MAILED, KEYS, token, now) ??
    verifyLink(secret, VENDOR, VENDOR_KEYS, token, now)
  );
}
