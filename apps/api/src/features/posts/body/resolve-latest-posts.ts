import { type BlockProps, POST_TYPES, publicPath, type ResolvedPost } from "@fooddir/contract";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { media, posts } from "../../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../../db/tenant.ts";
import { postRefColumns } from "../post-filters.ts";
import { blockMediaOf, publicPostsOfType } from "./queries.ts";

/**
 * The blog posts each LatestPosts block shows: the newest `count` published blog posts (by
 * created_at, newest first), with ONE query for all such blocks of a read.
 */
export async function resolveLatestPosts(
  db: Db,
  tenant: Tenant,
  blocks: BlockProps<"LatestPosts">[],
): Promise<ResolvedPost[][]> {
  const rows = await db
    .select({
      ...postRefColumns,
      description: posts.description,
      created_at: posts.created_at,
      poster: media,
    })
    .from(posts)
    .leftJoin(media, and(eq(media.id, posts.poster_id), tenantWhere(tenant, media.domain_id)))
    .where(publicPostsOfType(tenant, POST_TYPES.blog))
    .orderBy(desc(posts.created_at), desc(posts.id))
    .limit(Math.max(...blocks.map((b) => b.count)));
  const list: ResolvedPost[] = rows.map((row) => ({
    ...row,
    url: publicPath(row.url),
    poster: blockMediaOf(row.poster, tenant),
    created_at: row.created_at.toISOString(),
  }));
  return blocks.map((block) => list.slice(0, block.count));
}
