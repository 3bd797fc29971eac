import { REFRESH_REUSE_GRACE_SECONDS, ROLES, type TokenPair } from "@fooddir/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import { hashToken, successorToken } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { refreshTokenFamilies, refreshTokens, userDomains, users } from "../../db/schema.ts";
import { unauthorized } from "../../http/errors.ts";
import { revokeFamily } from "./revoke-family.ts";
import { issuePair } from "./token-pair.ts";

/**
 * Exchanges a refresh token for a new pair. Each token works once; presenting a used token
 * again is a replay (the token was stolen or leaked) and revokes the whole family - unless it
 * comes within a short grace, which is two tabs refreshing at the same moment: every such
 * caller gets the same successor refresh token, so the family keeps one line.
 */
export async function rotateRefreshToken(
  db: Db,
  secret: string,
  token: string,
): Promise<TokenPair> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      usedAt: refreshTokens.used_at,
      expiresAt: refreshTokens.expires_at,
      familyId: refreshTokenFamilies.id,
      revokedAt: refreshTokenFamilies.revoked_at,
      userId: refreshTokenFamilies.user_id,
      domainId: refreshTokenFamilies.domain_id,
      disabledAt: users.disabled_at,
      deletedAt: users.deleted_at,
      roleId: users.role_id,
      member: userDomains.domain_id,
    })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.family_id))
    .innerJoin(users, eq(users.id, refreshTokenFamilies.user_id))
    .leftJoin(
      userDomains,
      and(
        eq(userDomains.user_id, refreshTokenFamilies.user_id),
        eq(userDomains.domain_id, refreshTokenFamilies.domain_id),
      ),
    )
    .where(eq(refreshTokens.token_hash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.disabledAt || row.deletedAt) throw unauthorized();
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized();
  // A user who lost the sign-in's domain moves to one they still have (none left: signed out).
  let domainId = row.domainId;
  if (row.roleId !== ROLES.superAdmin && row.member === null) {
    const [other] = await db
      .select({ id: userDomains.domain_id })
      .from(userDomains)
      .where(eq(userDomains.user_id, row.userId))
      .orderBy(asc(userDomains.domain_id))
      .limit(1);
    if (!other) throw unauthorized();
    domainId = other.id;
    await db
      .update(refreshTokenFamilies)
      .set({ domain_id: domainId })
      .where(eq(refreshTokenFamilies.id, row.familyId));
  }

  const now = new Date();
  if (row.usedAt) {
    if (now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) {
      await revokeFamily(db, row.familyId, "refresh token reuse");
      throw unauthorized();
    }
  } else {
    // Mark used only if nobody else did in the meantime (concurrent refresh of the same token).
    await db
      .update(refreshTokens)
      .set({ used_at: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.used_at)));
  }
  return issuePair(db, secret, { ...row, domainId }, successorToken(secret, token));
}
