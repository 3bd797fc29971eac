import { and, asc, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postCuisines, postRevisions, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { snapshotOf } from "./record-revision.ts";

/**
 * Records the first version of posts that have none (issue 38 point 8): posts written before
 * versions were kept (the demo seed, imports, older saves) get an `applied` revision of kind
 * `create` holding the post as it is now, dated when it was last written and authored by its
 * author. Called inside a write's transaction before the write (`patchPost`, moves, a member's
 * held change), so the write's own revision lists only the fields it changed and "Restore" of
 * the original works. `postIds` narrows it (all posts of the domain when absent). Returns how
 * many it recorded.
 */
export async function recordBaselines(
  db: Db,
  tenant: Tenant,
  postIds?: readonly number[],
): Promise<number> {
  if (postIds?.length === 0) return 0;
  const applied = db
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(and(eq(postRevisions.post_id, posts.id), eq(postRevisions.status, "applied")));
  const rows = await db
    .select()
    .from(posts)
    .where(
      and(
        tenantWhere(tenant, posts.domain_id),
        postIds ? inArray(posts.id, [...postIds]) : undefined,
        notExists(applied),
      ),
    )
    .orderBy(asc(posts.id));
  if (rows.length === 0) return 0;
  const cuisineRows = await db
    .select({ postId: postCuisines.post_id, id: postCuisines.cuisine_tag_id })
    .from(postCuisines)
    .where(
      inArray(
        postCuisines.post_id,
        rows.map((r) => r.id),
      ),
    )
    // In tag order, as recordRevision stores them: versions compare their cuisines as lists.
    .orderBy(asc(postCuisines.cuisine_tag_id));
  await db.insert(postRevisions).values(
    rows.map((row) => {
      const snapshot = snapshotOf(
        row,
        cuisineRows.filter((c) => c.postId === row.id).map((c) => c.id),
      );
      return {
        domain_id: tenant.id,
        post_id: row.id,
        user_id: row.author_id,
        status: "applied",
        kind: "create",
        fields: Object.keys(snapshot),
        snapshot,
        created_at: row.updated_at,
      };
    }),
  );
  return rows.length;
}
