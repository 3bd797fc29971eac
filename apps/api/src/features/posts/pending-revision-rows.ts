import type { Post } from "@fooddir/contract";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postRevisions, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError, notFound } from "../../http/errors.ts";
import { revisionAuthor, revisionWhere } from "./revision-rows.ts";

// A member's change waiting for review (decision 027): one `pending` revision per post at most
// (a new save replaces it). Shared by the post reads and the member saves (not operations).

export type PendingRevisionRef = NonNullable<Post["pending_revision"]>;

/** The pending change of one post of the domain. */
const pendingWhere = (tenant: Tenant, postId: number) =>
  and(
    tenantWhere(tenant, postRevisions.domain_id),
    eq(postRevisions.post_id, postId),
    eq(postRevisions.status, "pending"),
  );

/** 422 on `revision` of approving or rejecting a revision that is not a pending change. */
export const NOT_PENDING = "This change is not waiting for review any more.";

/** The pending change of each of these posts of the domain, by post id (one query). */
export async function loadPendingRevisions(
  db: Db,
  tenant: Tenant,
  postIds: number[],
): Promise<Map<number, PendingRevisionRef>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({
      post_id: postRevisions.post_id,
      id: postRevisions.id,
      created_at: postRevisions.created_at,
      user_id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(postRevisions)
    .leftJoin(users, revisionAuthor)
    .where(
      and(
        tenantWhere(tenant, postRevisions.domain_id),
        inArray(postRevisions.post_id, postIds),
        eq(postRevisions.status, "pending"),
      ),
    )
    .orderBy(asc(postRevisions.id));
  // Oldest first, so the newest wins should two ever be pending.
  return new Map(
    rows.map((r) => [
      r.post_id,
      {
        id: r.id,
        created_at: r.created_at.toISOString(),
        user:
          r.user_id === null
            ? null
            : { id: r.user_id, firstname: r.firstname ?? "", lastname: r.lastname ?? "" },
      },
    ]),
  );
}

/** The stored snapshot of a post's pending change, or null when none waits. */
export async function pendingSnapshotOf(
  db: Db,
  tenant: Tenant,
  postId: number,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .where(pendingWhere(tenant, postId))
    .orderBy(desc(postRevisions.id))
    .limit(1);
  return row?.snapshot ?? null;
}

/**
 * Drops the change waiting on a post: a member's save that applied at once (the domain trusts
 * member edits) was made from it, so it is no longer anyone's draft.
 */
export async function dropPendingChange(db: Db, tenant: Tenant, postId: number): Promise<void> {
  await db.delete(postRevisions).where(pendingWhere(tenant, postId));
}

/**
 * A revision of the post that must be pending, to approve or reject it: 404 when the post has
 * no such revision (another post's, another domain's), 422 on `revision` when it is not pending.
 */
export async function pendingRevision(
  db: Db,
  tenant: Tenant,
  input: { postId: number; revisionId: number },
) {
  const [revision] = await db
    .select({
      status: postRevisions.status,
      kind: postRevisions.kind,
      fields: postRevisions.fields,
      snapshot: postRevisions.snapshot,
      user_id: postRevisions.user_id,
    })
    .from(postRevisions)
    .where(revisionWhere(tenant, input))
    .limit(1);
  if (!revision) throw notFound();
  if (revision.status !== "pending") throw fieldError("revision", NOT_PENDING);
  return revision;
}
