import type { RevisionDetail } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { postRevisions, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import {
  reviewers,
  revisionAuthor,
  revisionColumns,
  revisionReviewer,
  revisionWhere,
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
    .where(revisionWhere(tenant, input))
    .limit(1);
  if (!row) throw notFound();
  return { ...toRevision(row), post: toSnapshot(row.snapshot) };
}
