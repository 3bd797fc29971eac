import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { refreshTokenFamilies } from "../../db/schema.ts";

/** Signs the user out everywhere (password change or reset, disabled or deleted by an admin). */
export async function revokeAllSessions(db: Db, userId: number, reason: string) {
  await db
    .update(refreshTokenFamilies)
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where(and(eq(refreshTokenFamilies.user_id, userId), isNull(refreshTokenFamilies.revoked_at)));
}
