import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ACCESS_TOKEN_TTL_SECONDS } from "@fooddir/contract";

/** Claims of an access token: who, acting on which domain, within which sign-in (family). */
export type AccessClaims = { sub: number; did: number; fam: string; iat: number; exp: number };

const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

/** A compact HS256 JWT; verification is local, revocation is checked against the family row. */
export function signAccessToken(
  secret: string,
  claims: { sub: number; did: number; fam: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const payload = Buffer.from(
    JSON.stringify({ ...claims, iat: nowSeconds, exp: nowSeconds + ACCESS_TOKEN_TTL_SECONDS }),
  ).toString("base64url");
  const signature = hmac(secret, `${HEADER}.${payload}`);
  return `${HEADER}.${payload}.${signature}`;
}

export function verifyAccessToken(
  secret: string,
  token: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = Buffer.from(hmac(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (
    !Number.isInteger(claims.sub) ||
    !Number.isInteger(claims.did) ||
    typeof claims.fam !== "string" ||
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(claims.fam) ||
    typeof claims.exp !== "number" ||
    claims.exp <= nowSeconds
  ) {
    return null;
  }
  return claims;
}

/** Opaque random token for refresh and password-reset links; only its hash is stored. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The one refresh token that follows `token` in its family: derived (HMAC with the app secret),
 * so every caller presenting `token` within the grace gets the same successor and a family never
 * forks. It reveals nothing without the secret.
 */
export function successorToken(secret: string, token: string): string {
  return createHmac("sha256", secret).update(`refresh-successor:${token}`).digest("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function hmac(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("base64url");
}

/** The bearer credential of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}
