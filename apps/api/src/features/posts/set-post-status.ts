import type { PostStatusId } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { patchPost } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";

/** Sets a post's status; `userId` (the caller) authors its revision. */
export function setPostStatus(
  db: Db,
  tenant: Tenant,
  id: number,
  status: PostStatusId,
  userId: number | null = null,
) {
  return db.transaction(async (tx) => {
    const row = await patchPost(tx, tenant, id, { post_status_id: status });
    await recordRevision(tx, tenant, { postId: id, userId, kind: "status" });
    return row;
  });
}
