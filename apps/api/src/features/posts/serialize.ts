import type { CuisineTag, MediaItem, Post } from "@fooddir/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { cuisineTags, domains, media, postCuisines, type posts } from "../../db/schema.ts";
import { tenantDomainId, tenantWhere } from "../../db/tenant.ts";
import { toMediaItem } from "../media/serialize.ts";

export type PostRow = typeof posts.$inferSelect;

/** Host of the domain the request acts on (media urls are built from it). */
export async function tenantHost(db: Db, request: FastifyRequest): Promise<string> {
  const domainId = tenantDomainId(request);
  if (domainId === request.site.id) return request.site.host;
  const [row] = await db
    .select({ host: domains.host })
    .from(domains)
    .where(eq(domains.id, domainId))
    .limit(1);
  return row?.host ?? request.site.host;
}

/**
 * Posts in the contract's shape. Media and cuisines of the whole page are loaded in one query
 * each, whatever the number of posts.
 */
export async function serializePosts(
  db: Db,
  request: FastifyRequest,
  rows: PostRow[],
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const mediaIds = [
    ...new Set(rows.flatMap((r) => [r.poster_id, r.logo_id]).filter((id) => id !== null)),
  ];
  const mediaRows =
    mediaIds.length > 0
      ? await db
          .select()
          .from(media)
          .where(and(tenantWhere(request, media.domain_id), inArray(media.id, mediaIds)))
      : [];
  const cuisineRows = await db
    .select({
      post_id: postCuisines.post_id,
      id: cuisineTags.id,
      title: cuisineTags.title,
      icon_data: cuisineTags.icon_data,
    })
    .from(postCuisines)
    .innerJoin(cuisineTags, eq(cuisineTags.id, postCuisines.cuisine_tag_id))
    .where(
      and(
        tenantWhere(request, cuisineTags.domain_id),
        inArray(
          postCuisines.post_id,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${cuisineTags.title})`), asc(cuisineTags.id));

  const host = mediaRows.length > 0 ? await tenantHost(db, request) : "";
  const mediaById = new Map<number, MediaItem>(mediaRows.map((m) => [m.id, toMediaItem(m, host)]));
  const cuisinesByPost = new Map<number, CuisineTag[]>();
  for (const { post_id, ...tag } of cuisineRows) {
    const list = cuisinesByPost.get(post_id) ?? [];
    list.push(tag);
    cuisinesByPost.set(post_id, list);
  }
  return rows.map((row) => toPost(row, mediaById, cuisinesByPost.get(row.id) ?? []));
}

export async function serializePost(db: Db, request: FastifyRequest, row: PostRow): Promise<Post> {
  const [post] = await serializePosts(db, request, [row]);
  return post;
}

function toPost(row: PostRow, mediaById: Map<number, MediaItem>, cuisines: CuisineTag[]): Post {
  const mediaOf = (id: number | null) => (id === null ? null : (mediaById.get(id) ?? null));
  return {
    id: row.id,
    _id: row.uuid,
    post_type_id: row.post_type_id,
    post_status_id: row.post_status_id,
    attributes: { title: row.title, url: row.url, description: row.description },
    media: { poster: mediaOf(row.poster_id), logo: mediaOf(row.logo_id) },
    external_data: { cuisines },
    post_body: row.post_body ?? null,
    no_index: row.no_index,
    no_follow: row.no_follow,
    show_in_sitemap: row.show_in_sitemap,
    position: row.position,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
  };
}
