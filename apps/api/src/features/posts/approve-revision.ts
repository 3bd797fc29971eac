import type { PostSnapshot, RevisionKind } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postRevisions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import type { NotifyDeps } from "../notifications/notify-event.ts";
import { notifyReviewDecided } from "../notifications/review-events.ts";
import { MEMBER_SNAPSHOT_KEYS } from "./member-change.ts";
import { pendingRevision } from "./pending-revision-rows.ts";
import { keepOldUrl } from "./post-redirects.ts";
import { ownedPost, type PostPatch, patchPost, replaceCuisines } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";
import { rethrowUrlTaken } from "./references.ts";
import { toSnapshot } from "./revision-rows.ts";
import type { PostRow } from "./serialize.ts";
import { checkVersion } from "./version-checks.ts";

/**
 * POST /api/posts/{id}/revisions/{rid}/approve (roles 1-3, decision 027): applies a member's
 * pending change. Only the fields the change made (its `fields` among the member's keys) are
 * written, so what staff changed since stays; they go through the restore path's checks (a url
 * taken since: 422 on `url`; a poster or logo deleted since: 422 on `media`; cuisines deleted
 * since are left out), and nothing is written on a 422. In one transaction with the post
 * locked: the write, an `applied` revision of the change's kind authored by the approver, and
 * the pending revision marked `applied` with `reviewed_by/at`. A revision that is not pending
 * (decided already, or never a member's change) is a 422 on `revision`; another post's or
 * another domain's a 404. With `notify`, the change's author then hears it was approved
 * (notifyReviewDecided, once per revision).
 */
export async function approveRevision(
  db: Db,
  tenant: Tenant,
  input: { postId: number; revisionId: number },
  userId: number,
  now: Date = new Date(),
  notify?: NotifyDeps,
): Promise<PostRow> {
  const { postId } = input;
  await ownedPost(db, tenant, postId);
  const revision = await pendingRevision(db, tenant, input);
  const version = toSnapshot(revision.snapshot);
  const keys = MEMBER_SNAPSHOT_KEYS.filter((key) => revision.fields.includes(key));
  const changes = (key: (typeof MEMBER_SNAPSHOT_KEYS)[number]) => keys.includes(key);
  const cuisines = await checkVersion(
    db,
    tenant,
    postId,
    {
      url: version.url,
      poster_id: changes("poster_id") ? version.poster_id : null,
      logo_id: changes("logo_id") ? version.logo_id : null,
      cuisines: changes("cuisines") ? version.cuisines : [],
    },
    { url: changes("url") },
  );

  let approved: PostRow;
  try {
    approved = await db.transaction(async (tx) => {
      const before = await ownedPost(tx, tenant, postId, { lock: true });
      // Decided by someone else while we checked: the post lock orders the two decisions.
      await pendingRevision(tx, tenant, input);
      const patch = patchOf(version, keys);
      const row =
        Object.keys(patch).length > 0 ? await patchPost(tx, tenant, postId, patch) : before;
      if (changes("cuisines")) await replaceCuisines(tx, tenant, postId, cuisines);
      await keepOldUrl(tx, tenant, postId, before.url, row.url);
      // Before the pending row turns `applied`: the new revision is compared with the last
      // applied version, which the member's snapshot is not.
      await recordRevision(tx, tenant, {
        postId,
        userId,
        kind: revision.kind as RevisionKind,
      });
      await tx
        .update(postRevisions)
        .set({ status: "applied", reviewed_by: userId, reviewed_at: now })
        .where(
          and(tenantWhere(tenant, postRevisions.domain_id), eq(postRevisions.id, input.revisionId)),
        );
      return row;
    });
  } catch (error) {
    rethrowUrlTaken(error);
  }
  if (notify) {
    const what = `your change to "${approved.title}"`;
    const key = `revision-approved:${input.revisionId}`;
    await notifyReviewDecided(
      db,
      tenant,
      { userId: revision.user_id, what, approved: true, key },
      notify,
    );
  }
  return approved;
}

/** The post columns of the change's keys (cuisines are written apart). */
function patchOf(version: PostSnapshot, keys: readonly (keyof PostSnapshot)[]): PostPatch {
  const patch: PostPatch = {};
  if (keys.includes("title")) patch.title = version.title;
  if (keys.includes("url")) patch.url = version.url;
  if (keys.includes("description")) patch.description = version.description;
  if (keys.includes("poster_id")) patch.poster_id = version.poster_id;
  if (keys.includes("logo_id")) patch.logo_id = version.logo_id;
  if (keys.includes("profile")) patch.profile = version.profile;
  if (keys.includes("post_body")) patch.post_body = version.post_body ?? null;
  return patch;
}
