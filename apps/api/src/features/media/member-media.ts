import { eq, type SQL, sum } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import type { MemberScope } from "../vendors/member-scope.ts";
import { type MediaActor, visibleMediaRows } from "./visible-media.ts";

// A member's (role 4) part of the media library (decision 027): it lists, reads and uses the
// media it uploaded plus the current images of its listings (the one rule of visible-media.ts);
// it changes (alt) and deletes only its own uploads; its uploads together stay within
// MEMBER_MEDIA_MAX_MB. Staff (scope null) act on the whole library of the domain.

export const MEDIA_NOT_YOURS = "Choose an image you uploaded or one your listing already shows.";

export const memberQuotaMessage = (maxMb: number) =>
  `Your uploads would pass your ${maxMb} MB limit. Delete some first.`;

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
  const found = await visibleMediaRows(db, tenant, { scope, userId }, wanted);
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
