import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { patchPost } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";

/** Brings a post back from the trash; `userId` (the caller) authors its revision. */
export function restorePost(db: Db, tenant: Tenant, id: number, userId: number | null = null) {
  return db.transaction(async (tx) => {
    const row = await patchPost(tx, tenant, id, { deleted_at: null });
    await recordRevision(tx, tenant, { postId: id, userId, kind: "restore" });
    return row;
  });
}
