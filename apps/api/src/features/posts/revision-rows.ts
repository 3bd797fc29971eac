import {
  type PostSnapshot,
  postSnapshotSchema,
  type Revision,
  type RevisionKind,
  type RevisionStatus,
} from "@fooddir/contract";
import { and, eq, isNull } from "drizzle-orm";
import { postRevisions, users } from "../../db/schema.ts";

// Shared by the revision reads and the restore (not operations themselves).

/** The columns of a revision row with its author (null when the user was deleted). */
export const revisionColumns = {
  id: postRevisions.id,
  created_at: postRevisions.created_at,
  status: postRevisions.status,
  kind: postRevisions.kind,
  fields: postRevisions.fields,
  user_id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
};

/** Joins the author, none once deleted: `.leftJoin(users, revisionAuthor)`. */
export const revisionAuthor = and(eq(users.id, postRevisions.user_id), isNull(users.deleted_at));

export type RevisionRow = {
  id: number;
  created_at: Date;
  status: string;
  kind: string;
  fields: string[];
  user_id: number | null;
  firstname: string | null;
  lastname: string | null;
};

export function toRevision(row: RevisionRow): Revision {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, firstname: row.firstname ?? "", lastname: row.lastname ?? "" },
    status: row.status as RevisionStatus,
    kind: row.kind as RevisionKind,
    fields: row.fields,
  };
}

/** A stored snapshot in the contract's shape (written by recordRevision, so it parses). */
export function toSnapshot(stored: unknown): PostSnapshot {
  return postSnapshotSchema.parse(stored);
}
