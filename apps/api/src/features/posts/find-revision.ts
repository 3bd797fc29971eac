import type { RevisionDetail } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { postRevisions } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { revisionWhere, selectRevisions, toRevision, toSnapshot } from "./revision-rows.ts";

/**
 * GET /api/posts/{id}/revisions/{rid}: one revision with the whole post as it was after that
 * save. A revision of another post, or of another domain, is a 404 like an unknown one.
 */
export async function findRevision(
  db: Db,
  tenant: Tenant,
  input: { postId: number; revisionId: number },
): Promise<RevisionDetail> {
  const [row] = await selectRevisions(db, { snapshot: postRevisions.snapshot })
    .where(revisionWhere(tenant, input))
    .limit(1);
  if (!row) throw notFound();
  return { ...toRevision(row), post: toSnapshot(row.snapshot) };
}
