import { POST_STATUSES, type PostCreate } from "@fooddir/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { preparePostBody } from "./body/prepare-post-body.ts";
import { assertCateringType, writeCatering } from "./member-catering.ts";
import { profilePatch } from "./member-profile.ts";
import { mediaPatch, replaceCuisines } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";
import { assertReferences, rethrowUrlTaken } from "./references.ts";
import type { PostRow } from "./serialize.ts";

/**
 * Creates a post at the end of its type's order, written by `authorId` (the caller); a post
 * created published is stamped as published now. Its first revision is recorded with it.
 */
export async function createPost(
  db: Db,
  tenant: Tenant,
  input: PostCreate,
  authorId: number | null = null,
): Promise<PostRow> {
  const profile = profilePatch(input.post_type_id, input.profile);
  assertCateringType(input.post_type_id, input.catering);
  await assertReferences(db, tenant, input);
  const body = await preparePostBody(db, tenant, input.post_body ?? null);
  try {
    return await db.transaction(async (tx) => {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${posts.position}) + 1, 0)`.mapWith(Number) })
        .from(posts)
        .where(
          and(tenantWhere(tenant, posts.domain_id), eq(posts.post_type_id, input.post_type_id)),
        );
      const [row] = await tx
        .insert(posts)
        .values({
          domain_id: tenant.id,
          post_type_id: input.post_type_id,
          post_status_id: input.post_status_id,
          title: input.title,
          url: input.url,
          description: input.description ?? "",
          post_body: body,
          no_index: input.no_index ?? false,
          no_follow: input.no_follow ?? false,
          show_in_sitemap: input.show_in_sitemap ?? true,
          position: next,
          author_id: authorId,
          published_at: input.post_status_id === POST_STATUSES.published ? new Date() : null,
          ...mediaPatch(input),
          ...profile,
        })
        .returning();
      await replaceCuisines(tx, tenant, row.id, input.external_data?.cuisines);
      await writeCatering(tx, tenant, row.id, input.catering);
      await recordRevision(tx, tenant, { postId: row.id, userId: authorId, kind: "create" });
      return row;
    });
  } catch (error) {
    rethrowUrlTaken(error);
  }
}
