import { POST_STATUSES, type PostCreate } from "@fooddir/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postCuisines, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { recordBaselines } from "./record-baseline.ts";
import type { PostRow } from "./serialize.ts";

// Helpers shared by the post write operations (not operations themselves).

export type PostPatch = Partial<typeof posts.$inferInsert>;

/** A post of the request's domain, trashed or not (writes are for signed-in callers only). */
export async function ownedPost(
  db: Db,
  tenant: Tenant,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<PostRow> {
  const query = db
    .select()
    .from(posts)
    .where(and(tenantWhere(tenant, posts.domain_id), eq(posts.id, id)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/**
 * `published_at` of a write setting this status: the first publication stamps the time, later
 * ones keep it (so does unpublishing); no change for other writes.
 */
export function publishedAtPatch(status: number | undefined) {
  return status === POST_STATUSES.published
    ? { published_at: sql`coalesce(${posts.published_at}, now())` }
    : {};
}

/**
 * Updates one post of the request's domain; 404 when there is none with that id. A patch that
 * publishes the post stamps its first publication (`publishedAtPatch`). A post without a
 * version yet gets its first one (its state before this write) first: call it in the write's
 * transaction.
 */
export async function patchPost(
  db: Db,
  tenant: Tenant,
  id: number,
  patch: PostPatch,
): Promise<PostRow> {
  await recordBaselines(db, tenant, [id]);
  const [row] = await db
    .update(posts)
    .set({ ...patch, ...publishedAtPatch(patch.post_status_id), updated_at: new Date() })
    .where(and(tenantWhere(tenant, posts.domain_id), eq(posts.id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function replaceCuisines(
  db: Db,
  tenant: Tenant,
  postId: number,
  cuisineIds: number[] | undefined,
) {
  if (cuisineIds === undefined) return;
  const ownPost = db
    .select({ id: posts.id })
    .from(posts)
    .where(and(tenantWhere(tenant, posts.domain_id), eq(posts.id, postId)));
  await db.delete(postCuisines).where(inArray(postCuisines.post_id, ownPost));
  const unique = [...new Set(cuisineIds)];
  if (unique.length > 0) {
    await db
      .insert(postCuisines)
      .values(unique.map((cuisine_tag_id) => ({ post_id: postId, cuisine_tag_id })));
  }
}

export function mediaPatch(input: Pick<PostCreate, "media">): PostPatch {
  const patch: PostPatch = {};
  if (input.media?.poster_id !== undefined) patch.poster_id = input.media.poster_id;
  if (input.media?.logo_id !== undefined) patch.logo_id = input.media.logo_id;
  return patch;
}
