import { PREVIEW_LINK_TTL_HOURS } from "@fooddir/contract";
import { type SignedLinkClaims, signLink, verifyLink } from "../../auth/signed-link.ts";

/**
 * The credential of a preview link (`/preview/{token}`): a signed link (auth/signed-link.ts)
 * bound to one post of one domain, for PREVIEW_LINK_TTL_HOURS; read-only: no write of the API
 * accepts it. A link to a member's change waiting for review (issue 25) is bound to that
 * revision too, under a purpose of its own.
 */
export type PreviewTokenClaims = SignedLinkClaims<"post_id" | "domain_id"> & {
  revision_id?: number;
};

const PURPOSE = "post-preview";
const KEYS = ["post_id", "domain_id"] as const;
const REVISION_PURPOSE = "post-preview-revision";
const REVISION_KEYS = ["post_id", "domain_id", "revision_id"] as const;

export function signPreviewToken(
  secret: string,
  claims: { post_id: number; domain_id: number; revision_id?: number },
  now: Date,
): { token: string; exp: number } {
  const ids = { post_id: claims.post_id, domain_id: claims.domain_id };
  const ttl = PREVIEW_LINK_TTL_HOURS * 60 * 60;
  if (claims.revision_id === undefined) return signLink(secret, PURPOSE, ids, now, ttl);
  return signLink(secret, REVISION_PURPOSE, { ...ids, revision_id: claims.revision_id }, now, ttl);
}

/** The claims of a token signed with `secret` that has not expired at `now`; else null. */
export function verifyPreviewToken(
  secret: string,
  token: string,
  now: Date,
): PreviewTokenClaims | null {
  return (
    verifyLink(secret, PURPOSE, KEYS, token, now) ??
    verifyLink(secret, REVISION_PURPOSE, REVISION_KEYS, token, now)
  );
}
