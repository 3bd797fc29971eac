import type { BlockDocument, PostStatusId } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { preparePostBody } from "./body/prepare-post-body.ts";
import { patchPost } from "./post-writes.ts";

/** Saves a post's body (sanitized, its ids checked) and status together. */
export async function updatePostBody(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { post_status_id: PostStatusId; post_body: BlockDocument | null },
) {
  return patchPost(db, tenant, id, {
    post_status_id: input.post_status_id,
    post_body: await preparePostBody(db, tenant, input.post_body),
  });
}
