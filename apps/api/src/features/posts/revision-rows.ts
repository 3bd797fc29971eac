import {
  type PostSnapshot,
  postSnapshotSchema,
  type Revision,
  type RevisionKind,
  type RevisionStatus,
} from "@fooddir/contract";
import { and, eq, isNull } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { postRevisions, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

// Shared by the revision reads and the restore (not operations themselves).

/** Who reviewed a member's change (decision 027): a second join of `users`. */
const reviewers = alias(users, "reviewers");

/**
 * The columns of a revision row with its author and, for a reviewed member change, its reviewer
 * (null when the user was deleted).
 */
const revisionColumns = {
  id: postRevisions.id,
  created_at: postRevisions.created_at,
  status: postRevisions.status,
  kind: postRevisions.kind,
  fields: postRevisions.fields,
  user_id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  reviewed_at: postRevisions.reviewed_at,
  review_message: postRevisions.review_message,
  reviewer_id: reviewers.id,
  reviewer_firstname: reviewers.firstname,
  reviewer_lastname: reviewers.lastname,
};

/** One revision of one post of the domain (another post's or domain's matches nothing). */
export const revisionWhere = (tenant: Tenant, input: { postId: number; revisionId: number }) =>
  and(
    tenantWhere(tenant, postRevisions.domain_id),
    eq(postRevisions.post_id, input.postId),
    eq(postRevisions.id, input.revisionId),
  );

/** Joins the author, none once deleted: `.leftJoin(users, revisionAuthor)`. */
export const revisionAuthor = and(eq(users.id, postRevisions.user_id), isNull(users.deleted_at));
/** Joins the reviewer, none once deleted: `.leftJoin(reviewers, revisionReviewer)`. */
const revisionReviewer = and(
  eq(reviewers.id, postRevisions.reviewed_by),
  isNull(reviewers.deleted_at),
);

/** Selects revision rows (revisionColumns and `extra`) with their author and reviewer joined. */
export const selectRevisions = <T extends Record<string, PgColumn>>(db: Db, extra: T) =>
  db
    .select({ ...revisionColumns, ...extra })
    .from(postRevisions)
    .leftJoin(users, revisionAuthor)
    .leftJoin(reviewers, revisionReviewer);

export type RevisionRow = {
  id: number;
  created_at: Date;
  status: string;
  kind: string;
  fields: string[];
  user_id: number | null;
  firstname: string | null;
  lastname: string | null;
  reviewed_at: Date | null;
  review_message: string | null;
  reviewer_id: number | null;
  reviewer_firstname: string | null;
  reviewer_lastname: string | null;
};

const person = (id: number | null, firstname: string | null, lastname: string | null) =>
  id === null ? null : { id, firstname: firstname ?? "", lastname: lastname ?? "" };

/** A revision row in the contract's shape; `review` only on a reviewed member change. */
export function toRevision(row: RevisionRow): Revision {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    user: person(row.user_id, row.firstname, row.lastname),
    status: row.status as RevisionStatus,
    kind: row.kind as RevisionKind,
    fields: row.fields,
    ...(row.reviewed_at
      ? {
          review: {
            user: person(row.reviewer_id, row.reviewer_firstname, row.reviewer_lastname),
            at: row.reviewed_at.toISOString(),
            message: row.review_message,
          },
        }
      : {}),
  };
}

/** A stored snapshot in the contract's shape (written by recordRevision, so it parses). */
export function toSnapshot(stored: unknown): PostSnapshot {
  return postSnapshotSchema.parse(stored);
}
