import { randomUUID } from "node:crypto";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  type TokenPair,
} from "@fooddir/contract";
import { hashToken, randomToken, signAccessToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { refreshTokens } from "../../db/schema.ts";

/**
 * A new access token and a refresh token (stored hashed) of the family `s.familyId`: a random
 * one, or `refresh` when given (a rotation's successor, stored once however often it is issued).
 */
export async function issuePair(
  db: Db,
  secret: string,
  s: { userId: number; domainId: number; familyId: string },
  refresh: string = randomToken(),
): Promise<TokenPair> {
  await db
    .insert(refreshTokens)
    .values({
      id: randomUUID(),
      family_id: s.familyId,
      token_hash: hashToken(refresh),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    })
    .onConflictDoNothing({ target: refreshTokens.token_hash });
  return {
    access_token: signAccessToken(secret, { sub: s.userId, did: s.domainId, fam: s.familyId }),
    refresh_token: refresh,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
  };
}
