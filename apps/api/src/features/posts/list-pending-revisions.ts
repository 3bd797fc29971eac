import type { PendingRevision } from "@fooddir/contract";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postRevisions, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { selectRevisions, toRevision } from "./revision-rows.ts";

/**
 * GET /api/revisions/pending (roles 1-3, decision 027): the review queue, the member changes of
 * the domain waiting for review, oldest first, each with the post it would change; paged, with
 * the total.
 */
export async function listPendingRevisions(
  db: Db,
  tenant: Tenant,
  page: { limit: number; offset: number },
): Promise<{ rows: PendingRevision[]; total: number }> {
  const where = and(
    tenantWhere(tenant, postRevisions.domain_id),
    eq(postRevisions.status, "pending"),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectRevisions(db, {
      post_id: posts.id,
      post_title: posts.title,
      post_url: posts.url,
      post_type_id: posts.post_type_id,
    })
      .innerJoin(posts, eq(posts.id, postRevisions.post_id))
      .where(where)
      .orderBy(asc(postRevisions.created_at), asc(postRevisions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(postRevisions).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...toRevision(row),
      post: {
        id: row.post_id,
        title: row.post_title,
        url: row.post_url,
        post_type_id: row.post_type_id,
      },
    })),
    total,
  };
}
