import type { PostData } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { assertCateringType, writeCatering } from "./member-catering.ts";
import { profilePatch } from "./member-profile.ts";
import { keepOldUrl } from "./post-redirects.ts";
import { mediaPatch, ownedPost, patchPost, replaceCuisines } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";
import { assertReferences, rethrowUrlTaken } from "./references.ts";
import { schedulePatchOf } from "./schedule-times.ts";
import type { PostRow } from "./serialize.ts";

export async function updatePostData(
  db: Db,
  tenant: Tenant,
  id: number,
  input: PostData,
  /**
   * `now`: what a schedule time must come after (the app's clock); `userId`: who saves (the
   * author of the revision).
   */
  { now = new Date(), userId = null }: { now?: Date; userId?: number | null } = {},
): Promise<PostRow> {
  const current = await ownedPost(db, tenant, id);
  profilePatch(current.post_type_id, input.profile);
  assertCateringType(current.post_type_id, input.catering);
  // Wall times are read in the domain's zone; the zone is read only when a time is given.
  const schedule = schedulePatchOf(input, current, {
    timeZone: input.publish_at || input.unpublish_at ? await domainTimeZone(db, tenant) : "UTC",
    now,
  });
  await assertReferences(db, tenant, input, id);
  try {
    return await db.transaction(async (tx) => {
      const before = await ownedPost(tx, tenant, id, { lock: true });
      const row = await patchPost(tx, tenant, id, {
        url: input.url,
        title: input.title,
        post_status_id: input.post_status_id,
        no_index: input.no_index,
        no_follow: input.no_follow,
        show_in_sitemap: input.show_in_sitemap,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...mediaPatch(input),
        ...profilePatch(before.post_type_id, input.profile),
        ...schedule,
      });
      await replaceCuisines(tx, tenant, id, input.external_data?.cuisines);
      await writeCatering(tx, tenant, id, input.catering);
      // A changed url keeps the old one working: a 301 on the public site (post-redirects.ts).
      await keepOldUrl(tx, tenant, id, before.url, row.url);
      await recordRevision(tx, tenant, { postId: id, userId, kind: "data" });
      return row;
    });
  } catch (error) {
    rethrowUrlTaken(error);
  }
}
