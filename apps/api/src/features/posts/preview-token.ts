import { PREVIEW_LINK_TTL_HOURS } from "@fooddir/contract";
import { type SignedLinkClaims, signLink, verifyLink } from "../../auth/signed-link.ts";

/**
 * The credential of a preview link (`/preview/{token}`): a signed link (auth/signed-link.ts)
 * bound to one post of one domain, for PREVIEW_LINK_TTL_HOURS; read-only: no write of the API
 * accepts it.
 */
export type PreviewTokenClaims = SignedLinkClaims<"post_id" | "domain_id">;

const PURPOSE = "post-preview";
const KEYS = ["post_id", "domain_id"] as const;

export function signPreviewToken(
  secret: string,
  claims: { post_id: number; domain_id: number },
  now: Date,
): { token: string; exp: number } {
  const ids = { post_id: claims.post_id, domain_id: claims.domain_id };
  return signLink(secret, PURPOSE, ids, now, PREVIEW_LINK_TTL_HOURS * 60 * 60);
}

/** The claims of a token signed with `secret` that has not expired at `now`; else null. */
export function verifyPreviewToken(
  secret: string,
  token: string,
  now: Date,
): PreviewTokenClaims | null {
  return verifyLink(secret, PURPOSE, KEYS, token, now);
}
