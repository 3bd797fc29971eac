import type { MediaItem } from "@fooddir/contract";
import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import type { AuthContext } from "../../http/context.ts";
import { bodyMediaIds } from "../posts/body/body-media.ts";
import { type MemberScope, memberScopeOf } from "../vendors/member-scope.ts";
import type { MediaRow } from "./media-row.ts";
import { toMediaItem } from "./serialize.ts";

// The one rule of which media items a caller may see (issue 37, decision 029). Every read that
// turns media ids into items goes through it: GET /api/media and /api/media/{id}, the page
// builder's block preview, post reads (poster, logo, body). Staff (roles 1-3) and public reads
// of published content see the domain's library; a member (role 4) sees what it uploaded and
// what its listings already show (decision 027). Anything else, another domain's media
// included, is not there: null in a read, 404 on GET /api/media/{id}.

/** Who reads the library: the caller's listings scope (null = staff) and user id. */
export type MediaActor = { scope: MemberScope; userId: number };

/** The reader of a request: undefined without a token (public reads of published content). */
export function mediaActorOf(auth: AuthContext): MediaActor;
export function mediaActorOf(auth: AuthContext | null | undefined): MediaActor | undefined;
export function mediaActorOf(auth: AuthContext | null | undefined): MediaActor | undefined {
  return auth ? { scope: memberScopeOf(auth), userId: auth.userId } : undefined;
}

/**
 * The current images of the listings: the poster and logo of each member post and the images
 * of its page-builder body (Image, Hero, Gallery), as `posts` holds them (a pending change
 * names only the member's uploads or these, so it adds nothing).
 */
export async function listingImageIds(
  db: Db,
  tenant: Tenant,
  memberIds: readonly number[],
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ poster_id: posts.poster_id, logo_id: posts.logo_id, post_body: posts.post_body })
    .from(posts)
    .where(
      and(
        tenantWhere(tenant, posts.domain_id),
        inArray(posts.id, [...memberIds]),
        isNull(posts.deleted_at),
      ),
    );
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.poster_id !== null) ids.add(row.poster_id);
    if (row.logo_id !== null) ids.add(row.logo_id);
    for (const id of bodyMediaIds(row.post_body)) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The media rows the actor may see: the domain's, and for a member only its uploads and its
 * listings' current images.
 */
export async function visibleMediaWhere(
  db: Db,
  tenant: Tenant,
  actor: MediaActor | undefined,
): Promise<SQL> {
  const domain = tenantWhere(tenant, media.domain_id);
  if (!actor || actor.scope === null) return domain;
  const listing = await listingImageIds(db, tenant, actor.scope);
  const own = eq(media.uploaded_by, actor.userId);
  return and(domain, listing.length === 0 ? own : or(own, inArray(media.id, listing))) as SQL;
}

/** The rows of `ids` the actor may see (others are left out). One query for staff, two for members. */
export async function visibleMediaRows(
  db: Db,
  tenant: Tenant,
  actor: MediaActor | undefined,
  ids: readonly number[],
): Promise<MediaRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(media)
    .where(and(await visibleMediaWhere(db, tenant, actor), inArray(media.id, wanted)));
}

/** The media items of `ids` the actor may see, by id: what a read shows (absent = null). */
export async function visibleMediaItems(
  db: Db,
  tenant: Tenant,
  actor: MediaActor | undefined,
  ids: readonly number[],
): Promise<Map<number, MediaItem>> {
  const rows = await visibleMediaRows(db, tenant, actor, ids);
  return new Map(rows.map((row) => [row.id, toMediaItem(row, tenant)]));
}
