import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postCuisines, postRevisions } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { type MemberChange, memberSnapshot } from "./member-change.ts";
import { dropPendingChange, pendingSnapshotOf } from "./pending-revision-rows.ts";
import { ownedPost } from "./post-writes.ts";
import { recordBaselines } from "./record-baseline.ts";
import { changedFields, snapshotOf } from "./record-revision.ts";
import { toSnapshot } from "./revision-rows.ts";

/**
 * Keeps a member's checked change as the post's one pending revision (decision 027), in one
 * transaction with the post locked: the snapshot is the post as the change would make it
 * (memberSnapshot), `fields` the snapshot keys that differ from the live post. It replaces any
 * earlier pending change of the post (its author's draft, never public); a change that equals
 * the live post leaves none waiting. Writes nothing to `posts`. Returns the revision's id and
 * whether it is `fresh` (no change of the post waited before: a new item of the review queue,
 * which staff are told of), or null when nothing waits.
 */
export async function holdMemberChange(
  db: Db,
  tenant: Tenant,
  input: { postId: number; userId: number; kind: "data" | "body"; change: MemberChange },
): Promise<{ id: number; fresh: boolean } | null> {
  const { postId } = input;
  return db.transaction(async (tx) => {
    const live = await ownedPost(tx, tenant, postId, { lock: true });
    // The live post as the history's first version, so review and approval compare with it.
    await recordBaselines(tx, tenant, [postId]);
    const cuisines = await tx
      .select({ id: postCuisines.cuisine_tag_id })
      .from(postCuisines)
      .where(eq(postCuisines.post_id, postId))
      .orderBy(asc(postCuisines.cuisine_tag_id));
    const liveSnapshot = snapshotOf(
      live,
      cuisines.map((c) => c.id),
    );
    const waiting = await pendingSnapshotOf(tx, tenant, postId);
    const snapshot = memberSnapshot(
      liveSnapshot,
      waiting ? toSnapshot(waiting) : null,
      input.change,
    );
    const fields = changedFields(liveSnapshot, snapshot, input.kind);
    await dropPendingChange(tx, tenant, postId);
    if (fields.length === 0) return null;
    const [row] = await tx
      .insert(postRevisions)
      .values({
        domain_id: tenant.id,
        post_id: postId,
        user_id: input.userId,
        status: "pending",
        kind: input.kind,
        fields,
        snapshot,
      })
      .returning({ id: postRevisions.id });
    return { id: row.id, fresh: !waiting };
  });
}
