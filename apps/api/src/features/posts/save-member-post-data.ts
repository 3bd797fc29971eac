import type { PostData } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { assertMemberMayUseMedia } from "../media/member-media.ts";
import { readTrustMemberEdits } from "../settings/read-review-options.ts";
import { assertMemberInScope } from "../vendors/member-scope.ts";
import { holdMemberChange } from "./hold-member-change.ts";
import { assertCateringType, loadCatering } from "./member-catering.ts";
import { assertMemberDataLocks } from "./member-change.ts";
import { profilePatch } from "./member-profile.ts";
import { dropPendingChange } from "./pending-revision-rows.ts";
import { mediaPatch, ownedPost } from "./post-writes.ts";
import { assertReferences } from "./references.ts";
import { schedulePatchOf } from "./schedule-times.ts";
import type { PostRow } from "./serialize.ts";
import { updatePostData } from "./update-post-data.ts";

/**
 * PUT /api/posts/{id}/data by a member (role 4, decision 027): only its own listings (another
 * post is a 404); the fields staff alone set must keep their live values (422
 * MEMBER_FIELD_LOCKED); the media it names must be its uploads or its listings' current images
 * (422 `errors.media`); then every check of a staff save (url taken, ids of the domain,
 * profile). With the domain option `trust_member_edits` the save applies like a staff save (its
 * revision authored by the member); otherwise nothing is written to `posts` and the change
 * waits for review as the post's pending revision (holdMemberChange). Answers the live post
 * and whether the change waits (`pending`: no change event, public pages stay as they are).
 */
export async function saveMemberPostData(
  db: Db,
  tenant: Tenant,
  id: number,
  input: PostData,
  actor: { scope: readonly number[]; userId: number },
  { now = new Date() }: { now?: Date } = {},
): Promise<{ row: PostRow; pending: boolean; fresh?: boolean }> {
  assertMemberInScope(actor.scope, id);
  const live = await ownedPost(db, tenant, id);
  const scheduled = input.publish_at || input.unpublish_at;
  const timeZone = scheduled ? await domainTimeZone(db, tenant) : "UTC";
  const catering =
    input.catering === undefined ? null : ((await loadCatering(db, tenant, [id])).get(id) ?? null);
  assertMemberDataLocks(live, catering, input, timeZone);
  const { poster_id, logo_id } = mediaPatch(input);
  const mediaIds = [poster_id, logo_id].filter((m): m is number => typeof m === "number");

  if (await readTrustMemberEdits(db, tenant)) {
    await assertMemberMayUseMedia(db, tenant, actor.scope, actor.userId, mediaIds);
    const row = await updatePostData(db, tenant, id, input, { now, userId: actor.userId });
    await dropPendingChange(db, tenant, id);
    return { row, pending: false };
  }

  // The checks of a staff save (update-post-data.ts), with nothing written.
  const profile = profilePatch(live.post_type_id, input.profile);
  assertCateringType(live.post_type_id, input.catering);
  schedulePatchOf(input, live, { timeZone, now });
  await assertReferences(db, tenant, input, id);
  await assertMemberMayUseMedia(db, tenant, actor.scope, actor.userId, mediaIds);
  const cuisines = input.external_data?.cuisines;
  const held = await holdMemberChange(db, tenant, {
    postId: id,
    userId: actor.userId,
    kind: "data",
    change: {
      title: input.title,
      url: input.url,
      description: input.description,
      poster_id,
      logo_id,
      cuisines: cuisines && [...new Set(cuisines)].sort((a, b) => a - b),
      profile: profile.profile,
    },
  });
  return { row: live, pending: true, fresh: held?.fresh ?? false };
}
