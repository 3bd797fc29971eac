import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { patchPost } from "./post-writes.ts";

export function restorePost(db: Db, tenant: Tenant, id: number) {
  return patchPost(db, tenant, id, { deleted_at: null });
}
