import type { Revision } from "@fooddir/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postRevisions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { ownedPost } from "./post-writes.ts";
import { selectRevisions, toRevision } from "./revision-rows.ts";

/**
 * GET /api/posts/{id}/revisions: the post's revisions, newest first, with their authors. An
 * unknown post or another domain's is a 404.
 */
export async function listRevisions(db: Db, tenant: Tenant, postId: number): Promise<Revision[]> {
  await ownedPost(db, tenant, postId);
  const rows = await selectRevisions(db, {})
    .where(and(tenantWhere(tenant, postRevisions.domain_id), eq(postRevisions.post_id, postId)))
    .orderBy(desc(postRevisions.created_at), desc(postRevisions.id));
  return rows.map(toRevision);
}
