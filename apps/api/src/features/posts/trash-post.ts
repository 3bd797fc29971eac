import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { ownedPost, patchPost } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";

/**
 * Soft delete: the post goes to the trash (deleting a trashed post again keeps its date and
 * records nothing); `userId` (the caller) authors its revision.
 */
export async function trashPost(db: Db, tenant: Tenant, id: number, userId: number | null = null) {
  return db.transaction(async (tx) => {
    const row = await ownedPost(tx, tenant, id, { lock: true });
    if (row.deleted_at) return row;
    const trashed = await patchPost(tx, tenant, id, { deleted_at: new Date() });
    await recordRevision(tx, tenant, { postId: id, userId, kind: "trash" });
    return trashed;
  });
}
