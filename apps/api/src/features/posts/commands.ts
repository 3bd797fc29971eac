import type { PostCreate, PostData, PostStatusId } from "@fooddir/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { postCuisines, posts } from "../../db/schema.ts";
import { tenantDomainId, tenantWhere } from "../../db/tenant.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { assertReferences, rethrowUrlTaken } from "./references.ts";
import type { PostRow } from "./serialize.ts";

type PostPatch = Partial<typeof posts.$inferInsert>;

/** A post of the request's domain, trashed or not (writes are for signed-in callers only). */
async function ownedPost(db: Db, request: FastifyRequest, id: number): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(tenantWhere(request, posts.domain_id), eq(posts.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Updates one post of the request's domain; 404 when there is none with that id. */
async function patchPost(
  db: Db,
  request: FastifyRequest,
  id: number,
  patch: PostPatch,
): Promise<PostRow> {
  const [row] = await db
    .update(posts)
    .set({ ...patch, updated_at: new Date() })
    .where(and(tenantWhere(request, posts.domain_id), eq(posts.id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

async function replaceCuisines(db: Db, postId: number, cuisineIds: number[] | undefined) {
  if (cuisineIds === undefined) return;
  await db.delete(postCuisines).where(eq(postCuisines.post_id, postId));
  const unique = [...new Set(cuisineIds)];
  if (unique.length > 0) {
    await db
      .insert(postCuisines)
      .values(unique.map((cuisine_tag_id) => ({ post_id: postId, cuisine_tag_id })));
  }
}

function mediaPatch(input: Pick<PostCreate, "media">): PostPatch {
  const patch: PostPatch = {};
  if (input.media?.poster_id !== undefined) patch.poster_id = input.media.poster_id;
  if (input.media?.logo_id !== undefined) patch.logo_id = input.media.logo_id;
  return patch;
}

/** Creates a post at the end of its type's order. */
export async function createPost(
  db: Db,
  request: FastifyRequest,
  input: PostCreate,
): Promise<PostRow> {
  await assertReferences(db, request, input);
  try {
    return await db.transaction(async (tx) => {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${posts.position}) + 1, 0)`.mapWith(Number) })
        .from(posts)
        .where(
          and(tenantWhere(request, posts.domain_id), eq(posts.post_type_id, input.post_type_id)),
        );
      const [row] = await tx
        .insert(posts)
        .values({
          domain_id: tenantDomainId(request),
          post_type_id: input.post_type_id,
          post_status_id: input.post_status_id,
          title: input.title,
          url: input.url,
          description: input.description ?? "",
          post_body: input.post_body ?? null,
          no_index: input.no_index ?? false,
          no_follow: input.no_follow ?? false,
          show_in_sitemap: input.show_in_sitemap ?? true,
          position: next,
          ...mediaPatch(input),
        })
        .returning();
      await replaceCuisines(tx, row.id, input.external_data?.cuisines);
      return row;
    });
  } catch (error) {
    rethrowUrlTaken(error);
  }
}

export async function updatePostData(
  db: Db,
  request: FastifyRequest,
  id: number,
  input: PostData,
): Promise<PostRow> {
  await ownedPost(db, request, id);
  await assertReferences(db, request, input, id);
  try {
    return await db.transaction(async (tx) => {
      const row = await patchPost(tx, request, id, {
        url: input.url,
        title: input.title,
        post_status_id: input.post_status_id,
        no_index: input.no_index,
        no_follow: input.no_follow,
        show_in_sitemap: input.show_in_sitemap,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...mediaPatch(input),
      });
      await replaceCuisines(tx, id, input.external_data?.cuisines);
      return row;
    });
  } catch (error) {
    rethrowUrlTaken(error);
  }
}

export function updatePostBody(
  db: Db,
  request: FastifyRequest,
  id: number,
  input: { post_status_id: PostStatusId; post_body: Record<string, unknown> | null },
) {
  return patchPost(db, request, id, {
    post_status_id: input.post_status_id,
    post_body: input.post_body,
  });
}

export function setPostStatus(db: Db, request: FastifyRequest, id: number, status: PostStatusId) {
  return patchPost(db, request, id, { post_status_id: status });
}

/** Soft delete: the post goes to the trash (deleting a trashed post again keeps its date). */
export async function trashPost(db: Db, request: FastifyRequest, id: number) {
  const row = await ownedPost(db, request, id);
  if (row.deleted_at) return row;
  return patchPost(db, request, id, { deleted_at: new Date() });
}

export function restorePost(db: Db, request: FastifyRequest, id: number) {
  return patchPost(db, request, id, { deleted_at: null });
}

export const NOT_IN_TRASH = "Only a post in the trash can be deleted permanently.";

/** Deletes a trashed post for good; its cuisine links go with it (FK cascade). */
export async function destroyPost(db: Db, request: FastifyRequest, id: number) {
  const row = await ownedPost(db, request, id);
  if (!row.deleted_at) throw new HttpError(422, NOT_IN_TRASH, { id: [NOT_IN_TRASH] });
  await db.delete(posts).where(and(tenantWhere(request, posts.domain_id), eq(posts.id, id)));
}

export const TRASHED_NOT_ORDERED = "A post in the trash cannot be reordered.";

/**
 * Moves a post to `position` (an index, clamped to the end) among the untrashed posts of its
 * type and renumbers them 0..n-1, in one transaction with the rows locked, so concurrent
 * drag-and-drop saves cannot interleave.
 */
export async function movePost(
  db: Db,
  request: FastifyRequest,
  id: number,
  position: number,
): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const target = await ownedPost(tx, request, id);
    if (target.deleted_at) {
      throw new HttpError(422, TRASHED_NOT_ORDERED, { position: [TRASHED_NOT_ORDERED] });
    }
    const siblings = await tx
      .select({ id: posts.id, position: posts.position })
      .from(posts)
      .where(
        and(
          tenantWhere(request, posts.domain_id),
          eq(posts.post_type_id, target.post_type_id),
          isNull(posts.deleted_at),
        ),
      )
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
            tenantWhere(request, posts.domain_id),
            inArray(
              posts.id,
              changed.map((c) => c.postId),
            ),
          ),
        );
    }
    return ownedPost(tx, request, id);
  });
}

export type SeoUpdate = {
  id: number;
  title?: string;
  description?: string;
  no_index: boolean;
  no_follow: boolean;
  show_in_sitemap: boolean;
};

/** All or nothing: one id outside the request's domain rolls every change back with a 404. */
export async function updateSeo(db: Db, request: FastifyRequest, items: SeoUpdate[]) {
  await db.transaction(async (tx) => {
    for (const item of items) {
      await patchPost(tx, request, item.id, {
        no_index: item.no_index,
        no_follow: item.no_follow,
        show_in_sitemap: item.show_in_sitemap,
        ...(item.title !== undefined ? { title: item.title } : {}),
        ...(item.description !== undefined ? { description: item.description } : {}),
      });
    }
  });
}
