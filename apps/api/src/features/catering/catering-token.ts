import { CATERING_TOKEN_TTL_DAYS } from "@fooddir/contract";
import { type SignedLinkClaims, signLink, verifyLink } from "../../auth/signed-link.ts";

/**
 * The credential of a mailed answer link (`/respond/{token}`): a signed link (auth/signed-link.ts)
 * bound to one request, one member and one domain, for CATERING_TOKEN_TTL_DAYS.
 */
export type CateringTokenClaims = SignedLinkClaims<"request_id" | "member_id" | "domain_id">;

const PURPOSE = "catering-response";
const KEYS = ["request_id", "member_id", "domain_id"] as const;

export function signCateringToken(
  secret: string,
  claims: { request_id: number; member_id: number; domain_id: number },
  now: Date,
): string {
  const ids = {
    request_id: claims.request_id,
    member_id: claims.member_id,
    domain_id: claims.domain_id,
  };
  return signLink(secret, PURPOSE, ids, now, CATERING_TOKEN_TTL_DAYS * 24 * 60 * 60).token;
}

/** The claims of a token signed with `secret` that has not expired at `now`; else null. */
export function verifyCateringToken(
  secret: string,
  token: string,
  now: Date,
): CateringTokenClaims | null {
  return verifyLink(secret, PURPOSE, KEYS, token, now);
}
