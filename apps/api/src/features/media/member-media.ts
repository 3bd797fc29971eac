import { and, eq, inArray, isNull, or, type SQL, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { bodyMediaIds } from "../posts/body/body-media.ts";
import type { MemberScope } from "../vendors/member-scope.ts";

// A member's (role 4) part of the media library (decision 027): it lists, reads and uses the
// media it uploaded plus the current images of its listings; it changes (alt) and deletes only
// its own uploads; its uploads together stay within MEMBER_MEDIA_MAX_MB. Staff (scope null) act
// on the whole library of the domain.

/** Who acts on the library: the caller's listings scope (null = staff) and user id. */
export type MediaActor = { scope: MemberScope; userId: number };

export const MEDIA_NOT_YOURS = "Choose an image you uploaded or one your listing already shows.";

export const memberQuotaMessage = (maxMb: number) =>
  `Your uploads would pass your ${maxMb} MB limit. Delete some first.`;

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
 * The media rows the actor may see besides the domain filter: for a member its uploads and its
 * listings' current images; undefined (everything of the domain) for staff.
 */
export async function visibleMediaWhere(
  db: Db,
  tenant: Tenant,
  actor: MediaActor | undefined,
): Promise<SQL | undefined> {
  if (!actor || actor.scope === null) return undefined;
  const listing = await listingImageIds(db, tenant, actor.scope);
  const own = eq(media.uploaded_by, actor.userId);
  return listing.length === 0 ? own : or(own, inArray(media.id, listing));
}

/** The media rows the actor may change or delete: a member's own uploads; staff any. */
export function ownMediaWhere(actor: MediaActor | undefined): SQL | undefined {
  if (!actor || actor.scope === null) return undefined;
  return eq(media.uploaded_by, actor.userId);
}

/**
 * A member names only media it may use (its uploads, its listings' current images) in a post
 * save: 422 `errors.media` otherwise (unknown ids are the domain check's to report, with the
 * same answer here). A no-op for staff (scope null) and for no ids.
 */
export async function assertMemberMayUseMedia(
  db: Db,
  tenant: Tenant,
  scope: MemberScope,
  userId: number,
  mediaIds: number[],
): Promise<void> {
  if (scope === null) return;
  const wanted = [...new Set(mediaIds)];
  if (wanted.length === 0) return;
  const visible = await visibleMediaWhere(db, tenant, { scope, userId });
  const found = await db
    .select({ id: media.id })
    .from(media)
    .where(and(tenantWhere(tenant, media.domain_id), inArray(media.id, wanted), visible));
  if (found.length !== wanted.length) throw fieldError("media", MEDIA_NOT_YOURS);
}

/**
 * Refuses a member's upload that would take the sizes of everything it uploaded (every domain:
 * the limit is the account's) past `maxMb` megabytes: 422 `errors.file`, before anything is
 * stored. Staff (scope null) have no quota.
 */
export async function assertWithinMemberQuota(
  db: Db,
  actor: MediaActor,
  addedBytes: number,
  maxMb: number,
): Promise<void> {
  if (actor.scope === null) return;
  const [row] = await db
    .select({ used: sum(media.size).mapWith(Number) })
    .from(media)
    .where(eq(media.uploaded_by, actor.userId));
  const used = row?.used ?? 0;
  if (used + addedBytes > maxMb * 1024 * 1024) {
    throw fieldError("file", memberQuotaMessage(maxMb));
  }
}
