import type { PostStatusId } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { patchPost } from "./post-writes.ts";

export function setPostStatus(db: Db, tenant: Tenant, id: number, status: PostStatusId) {
  return patchPost(db, tenant, id, { post_status_id: status });
}
