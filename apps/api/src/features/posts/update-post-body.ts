import type { BlockDocument, PostStatusId } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { preparePostBody } from "./body/prepare-post-body.ts";
import { patchPost } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";

/**
 * Saves a post's body (sanitized, its ids checked) and status together, with its revision
 * (authored by `userId`, the caller) in the same transaction.
 */
export async function updatePostBody(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { post_status_id: PostStatusId; post_body: BlockDocument | null },
  userId: number | null = null,
) {
  const body = await preparePostBody(db, tenant, input.post_body);
  return db.transaction(async (tx) => {
    const row = await patchPost(tx, tenant, id, {
      post_status_id: input.post_status_id,
      post_body: body,
    });
    await recordRevision(tx, tenant, { postId: id, userId, kind: "body" });
    return row;
  });
}
