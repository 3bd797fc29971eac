import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The credential of a link the app mails or hands out (a catering answer link, a preview link):
 * `payload.signature`, both base64url. The payload is the JSON of positive integer ids plus `exp`
 * (epoch seconds); the signature is HMAC-SHA256 of the payload under the app secret with a purpose
 * prefix, so a token of one purpose never verifies as another's. Nothing is stored: the ids
 * cannot be changed without the secret, and the link ends at `exp`.
 */
export type SignedLinkClaims<K extends string> = Record<K, number> & { exp: number };

function signatureOf(secret: string, purpose: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:`).update(payload).digest();
}

/** Signs `ids` for `ttlSeconds` from `now`. */
export function signLink<K extends string>(
  secret: string,
  purpose: string,
  ids: Record<K, number>,
  now: Date,
  ttlSeconds: number,
): { token: string; exp: number } {
  const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const payload = Buffer.from(JSON.stringify({ ...ids, exp })).toString("base64url");
  const signature = signatureOf(secret, purpose, payload).toString("base64url");
  return { token: `${payload}.${signature}`, exp };
}

const positiveId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/**
 * The claims (`keys` and `exp`) of a token of `purpose` signed with `secret` that has not
 * expired at `now`; null for anything else (forged, edited, expired, another purpose, garbage).
 */
export function verifyLink<K extends string>(
  secret: string,
  purpose: string,
  keys: readonly K[],
  token: string,
  now: Date,
): SignedLinkClaims<K> | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [payload, signature] = parts;
  if (!/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const expected = signatureOf(secret, purpose, payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (claims === null || typeof claims !== "object") return null;
  const out: Record<string, number> = {};
  for (const key of keys) {
    if (!positiveId(claims[key])) return null;
    out[key] = claims[key];
  }
  const { exp } = claims;
  if (!Number.isSafeInteger(exp) || (exp as number) * 1000 <= now.getTime()) return null;
  return { ...out, exp } as SignedLinkClaims<K>;
}
