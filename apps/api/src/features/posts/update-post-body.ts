import type { PostStatusId } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { patchPost } from "./post-writes.ts";

export function updatePostBody(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { post_status_id: PostStatusId; post_body: Record<string, unknown> | null },
) {
  return patchPost(db, tenant, id, {
    post_status_id: input.post_status_id,
    post_body: input.post_body,
  });
}
