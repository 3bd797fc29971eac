import { createHmac, timingSafeEqual } from "node:crypto";
import { PREVIEW_LINK_TTL_HOURS } from "@fooddir/contract";

/**
 * The credential of a preview link (`/preview/{token}`, contract.md "Vendors edit their own
 * listing; revisions and review"): `payload.signature`, both base64url; the payload the JSON
 * claims `{post_id, domain_id, exp}` (exp in epoch seconds, PREVIEW_LINK_TTL_HOURS after it was
 * signed), the signature HMAC-SHA256 of the payload under the app secret with a purpose prefix of
 * its own (no other token of the app, a catering answer link say, verifies as one of these).
 * Bound to one post of one domain; read-only: no write of the API accepts it.
 */
export type PreviewTokenClaims = {
  post_id: number;
  domain_id: number;
  /** Expiry, epoch seconds. */
  exp: number;
};

const PURPOSE = "post-preview:";

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(PURPOSE).update(payload).digest();
}

export function signPreviewToken(
  secret: string,
  claims: { post_id: number; domain_id: number },
  now: Date,
): { token: string; exp: number } {
  const exp = Math.floor(now.getTime() / 1000) + PREVIEW_LINK_TTL_HOURS * 60 * 60;
  const payload = Buffer.from(
    JSON.stringify({ post_id: claims.post_id, domain_id: claims.domain_id, exp }),
  ).toString("base64url");
  return { token: `${payload}.${signatureOf(secret, payload).toString("base64url")}`, exp };
}

const positiveId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** The claims of a token signed with `secret` that has not expired at `now`; else null. */
export function verifyPreviewToken(
  secret: string,
  token: string,
  now: Date,
): PreviewTokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload, signature] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const expected = signatureOf(secret, payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (claims === null || typeof claims !== "object") return null;
  const { post_id, domain_id, exp } = claims;
  if (!positiveId(post_id) || !positiveId(domain_id)) return null;
  if (!Number.isSafeInteger(exp) || (exp as number) * 1000 <= now.getTime()) return null;
  return { post_id, domain_id, exp: exp as number };
}
