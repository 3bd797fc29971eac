import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { refreshTokenFamilies } from "../../db/schema.ts";

export async function revokeFamily(db: Db, familyId: string, reason: string) {
  await db
    .update(refreshTokenFamilies)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revoked_at)));
}
