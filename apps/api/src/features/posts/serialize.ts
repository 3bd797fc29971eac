import {
  type CateringProfileRead,
  type CuisineTag,
  POST_TYPES,
  type Post,
  type PostAuthor,
  publicPath,
} from "@fooddir/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cuisineTags, postCuisines, type posts, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { type MediaActor, visibleMediaItems } from "../media/visible-media.ts";
import { claimedListings } from "../vendors/claimed-listings.ts";
import { bodyMediaIds, withBodyMedia } from "./body/body-media.ts";
import { cateringOf, loadCatering } from "./member-catering.ts";
import { profileOf } from "./member-profile.ts";
import { loadPendingRevisions, type PendingRevisionRef } from "./pending-revision-rows.ts";
import { anyScheduled, scheduleOf } from "./schedule-times.ts";

export type PostRow = typeof posts.$inferSelect;
/** A post row with the name of its author (blog posts; read with the row). */
export type PostRowWithAuthor = PostRow & { author?: PostAuthor | null };

/**
 * Posts in the contract's shape. Media (posters, logos and the media of the bodies) and cuisines
 * of the whole page are loaded in one query each (concurrently), whatever the number of posts.
 * Media are those `actor` may see (visible-media.ts; undefined: a public read of published
 * posts, or staff), others null.
 */
export async function serializePosts(
  db: Db,
  tenant: Tenant,
  rows: PostRow[],
  actor?: MediaActor,
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const mediaIds = [
    ...new Set(
      rows.flatMap((r) => [
        ...[r.poster_id, r.logo_id].filter((id) => id !== null),
        ...bodyMediaIds(r.post_body),
      ]),
    ),
  ];
  const mediaQuery = visibleMediaItems(db, tenant, actor, mediaIds);
  const cuisineQuery = db
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
        tenantWhere(tenant, cuisineTags.domain_id),
        inArray(
          postCuisines.post_id,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${cuisineTags.title})`), asc(cuisineTags.id));
  const authorIds = [
    ...new Set(
      rows.flatMap((r) =>
        r.post_type_id === POST_TYPES.blog && r.author_id !== null ? [r.author_id] : [],
      ),
    ),
  ];
  const authorQuery =
    authorIds.length > 0
      ? db
          .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(inArray(users.id, authorIds))
      : Promise.resolve([]);
  // The catering profiles of the member posts: `offers_catering` for all, the profile for staff.
  const cateringQuery = loadCatering(
    db,
    tenant,
    rows.flatMap((r) => (r.post_type_id === POST_TYPES.member ? [r.id] : [])),
  );
  // Member posts: whether a vendor holds the listing (no claim offered then), never who.
  const claimedQuery = claimedListings(
    db,
    tenant,
    rows.flatMap((r) => (r.post_type_id === POST_TYPES.member ? [r.id] : [])),
  );
  // Staff (and member) reads only: the member change waiting for review (decision 027).
  const pendingQuery = tenant.siteOrigin
    ? loadPendingRevisions(
        db,
        tenant,
        rows.map((r) => r.id),
      )
    : Promise.resolve(new Map<number, PendingRevisionRef>());
  // Staff reads of scheduled posts only: the zone their schedule times are written in.
  const zoneQuery =
    tenant.siteOrigin && anyScheduled(rows) ? domainTimeZone(db, tenant) : Promise.resolve("UTC");
  // All at once: on PostgreSQL they run on separate pool connections.
  const [mediaById, cuisineRows, authorRows, profiles, timeZone, pending, claimed] =
    await Promise.all([
      mediaQuery,
      cuisineQuery,
      authorQuery,
      cateringQuery,
      zoneQuery,
      pendingQuery,
      claimedQuery,
    ]);
  const authorById = new Map(
    authorRows.map(({ id, ...name }) => [id, name] satisfies [number, PostAuthor]),
  );

  const cuisinesByPost = new Map<number, CuisineTag[]>();
  for (const { post_id, ...tag } of cuisineRows) {
    const list = cuisinesByPost.get(post_id) ?? [];
    list.push(tag);
    cuisinesByPost.set(post_id, list);
  }
  const mediaOf = (id: number | null) => (id === null ? null : (mediaById.get(id) ?? null));
  return rows.map((row) =>
    toPost(
      {
        ...row,
        post_body: withBodyMedia(row.post_body, (id) => mediaById.get(id)),
        author: row.author_id === null ? null : (authorById.get(row.author_id) ?? null),
      },
      { poster: mediaOf(row.poster_id), logo: mediaOf(row.logo_id) },
      cuisinesByPost.get(row.id) ?? [],
      tenant.siteOrigin,
      {
        ...cateringOf(tenant, row, profiles),
        ...(row.post_type_id === POST_TYPES.member ? { claimed: claimed.has(row.id) } : {}),
        ...(tenant.siteOrigin ? { pending_revision: pending.get(row.id) ?? null } : {}),
      },
      timeZone,
    ),
  );
}

export async function serializePost(
  db: Db,
  tenant: Tenant,
  row: PostRow,
  actor?: MediaActor,
): Promise<Post> {
  const [post] = await serializePosts(db, tenant, [row], actor);
  return post;
}

/**
 * A post row (its body's media already media items) with its media and cuisines in the
 * contract's shape; `staffOnly.catering` (staff reads of member posts, member-catering.ts) and
 * `staffOnly.pending_revision` (a member change waiting for review) are carried as given. Staff
 * reads (`siteOrigin`) carry the schedule times in `timeZone`.
 */
export function toPost(
  row: PostRowWithAuthor,
  media: Post["media"],
  cuisines: CuisineTag[],
  siteOrigin?: string,
  staffOnly: {
    catering?: CateringProfileRead | null;
    offers_catering?: boolean;
    claimed?: boolean;
    pending_revision?: PendingRevisionRef | null;
  } = {},
  timeZone = "UTC",
): Post {
  return {
    id: row.id,
    _id: row.uuid,
    post_type_id: row.post_type_id,
    post_status_id: row.post_status_id,
    attributes: { title: row.title, url: row.url, description: row.description },
    media,
    external_data: { cuisines },
    post_body: row.post_body ?? null,
    no_index: row.no_index,
    no_follow: row.no_follow,
    show_in_sitemap: row.show_in_sitemap,
    position: row.position,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
    profile: profileOf(row),
    published_at: row.published_at ? row.published_at.toISOString() : null,
    ...(row.post_type_id === POST_TYPES.blog ? { author: row.author ?? null } : {}),
    ...(siteOrigin ? { public_url: `${siteOrigin}${publicPath(row.url)}` } : {}),
    ...(staffOnly.offers_catering !== undefined
      ? { offers_catering: staffOnly.offers_catering }
      : {}),
    ...(staffOnly.claimed !== undefined ? { claimed: staffOnly.claimed } : {}),
    ...(siteOrigin && staffOnly.catering !== undefined ? { catering: staffOnly.catering } : {}),
    ...(siteOrigin && staffOnly.pending_revision !== undefined
      ? { pending_revision: staffOnly.pending_revision }
      : {}),
    ...(siteOrigin ? scheduleOf(row, timeZone) : {}),
  };
}
