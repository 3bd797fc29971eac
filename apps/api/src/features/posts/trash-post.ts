import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { ownedPost, patchPost } from "./post-writes.ts";

/** Soft delete: the post goes to the trash (deleting a trashed post again keeps its date). */
export async function trashPost(db: Db, tenant: Tenant, id: number) {
  const row = await ownedPost(db, tenant, id);
  if (row.deleted_at) return row;
  return patchPost(db, tenant, id, { deleted_at: new Date() });
}
