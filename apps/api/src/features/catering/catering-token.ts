import { createHmac, timingSafeEqual } from "node:crypto";
import { CATERING_TOKEN_TTL_DAYS } from "@fooddir/contract";

/**
 * The credential of a mailed answer link (`/respond/{token}`): `payload.signature`, both
 * base64url, the payload the JSON claims `{request_id, member_id, domain_id, exp}` (exp in epoch
 * seconds, CATERING_TOKEN_TTL_DAYS after it was signed), the signature HMAC-SHA256 of the payload
 * under the app secret with a purpose prefix (no other token of the app verifies as one of these).
 * Bound to one request, one member and one domain: none can be changed without the secret.
 */
export type CateringTokenClaims = {
  request_id: number;
  member_id: number;
  domain_id: number;
  /** Expiry, epoch seconds. */
  exp: number;
};

const PURPOSE = "catering-response:";

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(PURPOSE).update(payload).digest();
}

export function signCateringToken(
  secret: string,
  claims: { request_id: number; member_id: number; domain_id: number },
  now: Date,
): string {
  const exp = Math.floor(now.getTime() / 1000) + CATERING_TOKEN_TTL_DAYS * 24 * 60 * 60;
  const payload = Buffer.from(
    JSON.stringify({
      request_id: claims.request_id,
      member_id: claims.member_id,
      domain_id: claims.domain_id,
      exp,
    }),
  ).toString("base64url");
  return `${payload}.${signatureOf(secret, payload).toString("base64url")}`;
}

const positiveId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** The claims of a token signed with `secret` that has not expired at `now`; else null. */
export function verifyCateringToken(
  secret: string,
  token: string,
  now: Date,
): CateringTokenClaims | null {
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
  const { request_id, member_id, domain_id, exp } = claims;
  if (!positiveId(request_id) || !positiveId(member_id) || !positiveId(domain_id)) return null;
  if (!Number.isSafeInteger(exp) || (exp as number) * 1000 <= now.getTime()) return null;
  return { request_id, member_id, domain_id, exp: exp as number };
}
