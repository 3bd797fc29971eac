import type { BlockDocument, PostStatusId } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { assertMemberMayUseMedia } from "../media/member-media.ts";
import { readTrustMemberEdits } from "../settings/read-review-options.ts";
import { assertMemberInScope } from "../vendors/member-scope.ts";
import { bodyMediaIds } from "./body/body-media.ts";
import { preparePostBody } from "./body/prepare-post-body.ts";
import { holdMemberChange } from "./hold-member-change.ts";
import { assertMemberBodyLocks } from "./member-change.ts";
import { dropPendingChange } from "./pending-revision-rows.ts";
import { ownedPost } from "./post-writes.ts";
import type { PostRow } from "./serialize.ts";
import { updatePostBody } from "./update-post-body.ts";

/**
 * PUT /api/posts/{id}/body by a member (role 4, decision 027): only its own listings (another
 * post is a 404), the status must keep its live value (422 MEMBER_FIELD_LOCKED), the images it
 * places must be its uploads or its listings' current images (422 `errors.media`), and the
 * document is checked like a staff save's. With `trust_member_edits` it applies like a staff
 * save; otherwise nothing is written to `posts` and the body waits for review in the post's
 * pending revision. Answers the live post and whether the change waits.
 */
export async function saveMemberPostBody(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { post_status_id: PostStatusId; post_body: BlockDocument | null },
  actor: { scope: readonly number[]; userId: number },
): Promise<{ row: PostRow; pending: boolean; fresh?: boolean }> {
  assertMemberInScope(actor.scope, id);
  const live = await ownedPost(db, tenant, id);
  assertMemberBodyLocks(live, input);
  const mediaIds = bodyMediaIds(input.post_body);

  if (await readTrustMemberEdits(db, tenant)) {
    await assertMemberMayUseMedia(db, tenant, actor.scope, actor.userId, mediaIds);
    const row = await updatePostBody(db, tenant, id, input, actor.userId);
    await dropPendingChange(db, tenant, id);
    return { row, pending: false };
  }

  const body = await preparePostBody(db, tenant, input.post_body);
  await assertMemberMayUseMedia(db, tenant, actor.scope, actor.userId, mediaIds);
  const held = await holdMemberChange(db, tenant, {
    postId: id,
    userId: actor.userId,
    kind: "body",
    change: { post_body: body },
  });
  return { row: live, pending: true, fresh: held?.fresh ?? false };
}
