import type { RevisionDetail } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postRevisions, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import {
  reviewers,
  revisionAuthor,
  revisionColumns,
  revisionReviewer,
  toRevision,
  toSnapshot,
} from "./revision-rows.ts";

/**
 * GET /api/posts/{id}/revisions/{rid}: one revision with the whole post as it was after that
 * save. A revision of another post, or of another domain, is a 404 like an unknown one.
 */
export async function findRevision(
  db: Db,
  tenant: Tenant,
  input: { postId: number; revisionId: number },
): Promise<RevisionDetail> {
  const [row] = await db
    .select({ ...revisionColumns, snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .leftJoin(users, revisionAuthor)
    .leftJoin(reviewers, revisionReviewer)
    .where(
      and(
        tenantWhere(tenant, postRevisions.domain_id),
        eq(postRevisions.post_id, input.postId),
        eq(postRevisions.id, input.revisionId),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return { ...toRevision(row), post: toSnapshot(row.snapshot) };
}
