import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { HttpError } from "../../http/errors.ts";
import { ownedPost } from "./post-writes.ts";

export const NOT_IN_TRASH = "Only a post in the trash can be deleted permanently.";

/** Deletes a trashed post for good; its cuisine links go with it (FK cascade). */
export async function destroyPost(db: Db, tenant: Tenant, id: number) {
  const row = await ownedPost(db, tenant, id);
  if (!row.deleted_at) throw new HttpError(422, NOT_IN_TRASH, { id: [NOT_IN_TRASH] });
  await db.delete(posts).where(and(tenantWhere(tenant, posts.domain_id), eq(posts.id, id)));
}
