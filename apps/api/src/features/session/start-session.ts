import { randomUUID } from "node:crypto";
import type { TokenPair } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { refreshTokenFamilies } from "../../db/schema.ts";
import { issuePair } from "./token-pair.ts";

/** A new sign-in: a new token family acting on `domainId`. */
export async function startSession(
  db: Db,
  secret: string,
  userId: number,
  domainId: number,
): Promise<TokenPair> {
  const familyId = randomUUID();
  await db
    .insert(refreshTokenFamilies)
    .values({ id: familyId, user_id: userId, domain_id: domainId });
  return issuePair(db, secret, { userId, domainId, familyId });
}
