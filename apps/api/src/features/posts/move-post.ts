import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { HttpError } from "../../http/errors.ts";
import { livePostsWhere } from "./post-filters.ts";
import { ownedPost } from "./post-writes.ts";
import { recordBaselines } from "./record-baseline.ts";
import { recordRevision } from "./record-revision.ts";
import type { PostRow } from "./serialize.ts";

export const TRASHED_NOT_ORDERED = "A post in the trash cannot be reordered.";

/**
 * Moves a post to `position` (an index, clamped to the end) among the untrashed posts of its
 * type and renumbers them 0..n-1, in one transaction with the rows locked, so concurrent
 * drag-and-drop saves cannot interleave. `userId` (the caller) authors the moved post's revision.
 */
export async function movePost(
  db: Db,
  tenant: Tenant,
  id: number,
  position: number,
  userId: number | null = null,
): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const target = await ownedPost(tx, tenant, id);
    if (target.deleted_at) {
      throw new HttpError(422, TRASHED_NOT_ORDERED, { position: [TRASHED_NOT_ORDERED] });
    }
    await recordBaselines(tx, tenant, [id]);
    const siblings = await tx
      .select({ id: posts.id, position: posts.position })
      .from(posts)
      .where(livePostsWhere(tenant, eq(posts.post_type_id, target.post_type_id)))
      .orderBy(asc(posts.position), asc(posts.id))
      .for("update");
    const order = siblings.map((s) => s.id).filter((sid) => sid !== id);
    order.splice(Math.min(position, order.length), 0, id);
    const current = new Map(siblings.map((s) => [s.id, s.position]));
    const changed = order
      .map((postId, index) => ({ postId, index }))
      .filter(({ postId, index }) => current.get(postId) !== index);
    if (changed.length > 0) {
      const cases = sql.join(
        changed.map(({ postId, index }) => sql`when ${postId} then ${index}`),
        sql` `,
      );
      await tx
        .update(posts)
        .set({ position: sql`(case ${posts.id} ${cases} end)::integer` })
        .where(
          and(
            tenantWhere(tenant, posts.domain_id),
            inArray(
              posts.id,
              changed.map((c) => c.postId),
            ),
          ),
        );
    }
    // The moved post's revision (its siblings' renumbering is a consequence, not an edit).
    await recordRevision(tx, tenant, { postId: id, userId, kind: "order" });
    return ownedPost(tx, tenant, id);
  });
}
