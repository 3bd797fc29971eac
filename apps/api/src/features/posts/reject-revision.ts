import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { postRevisions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { notifyReviewDecided } from "../notifications/review-events.ts";
import { NOT_PENDING, pendingRevision } from "./pending-revision-rows.ts";
import { ownedPost } from "./post-writes.ts";
import type { PostRow } from "./serialize.ts";

/**
 * POST /api/posts/{id}/revisions/{rid}/reject (roles 1-3, decision 027): refuses a member's
 * pending change. The live post stays as it is; the revision becomes `rejected` with
 * `reviewed_by/at` and the message, and its author (unless deleted or disabled since) gets the
 * message by mail through the job queue (once per revision; notifyReviewDecided). A revision
 * that is not pending is a 422 on `revision`; another post's or another domain's a 404.
 * Answers the live post.
 */
export async function rejectRevision(
  db: Db,
  tenant: Tenant,
  input: { postId: number; revisionId: number; message: string },
  userId: number,
  deps: { mailer: Mailer; config: Pick<Config, "mailFrom" | "publicUrl">; now?: Date },
): Promise<PostRow> {
  const post = await ownedPost(db, tenant, input.postId);
  const revision = await pendingRevision(db, tenant, input);
  // Only a pending change turns rejected: a concurrent approval or rejection wins the race.
  const decided = await db
    .update(postRevisions)
    .set({
      status: "rejected",
      reviewed_by: userId,
      reviewed_at: deps.now ?? new Date(),
      review_message: input.message,
    })
    .where(
      and(
        tenantWhere(tenant, postRevisions.domain_id),
        eq(postRevisions.id, input.revisionId),
        eq(postRevisions.status, "pending"),
      ),
    )
    .returning({ id: postRevisions.id });
  if (decided.length === 0) throw fieldError("revision", NOT_PENDING);

  await notifyReviewDecided(
    db,
    tenant,
    {
      userId: revision.user_id,
      what: `your change to "${post.title}"`,
      approved: false,
      message: input.message,
      key: `revision-rejected:${input.revisionId}`,
    },
    { mailer: deps.mailer, config: deps.config },
  );
  return post;
}
