import {
  canonicalJson,
  type PostSnapshot,
  type RevisionKind,
  type RevisionStatus,
} from "@fooddir/contract";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postCuisines, postRevisions, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import type { PostRow } from "./serialize.ts";

/** Writes whose revision is skipped when they changed nothing (a save of the same values). */
const SKIP_UNCHANGED: ReadonlySet<RevisionKind> = new Set(["data", "body", "order", "seo"]);

/** A post row (+ its cuisine ids) as a revision keeps it (contract `PostSnapshot`). */
export function snapshotOf(row: PostRow, cuisines: number[]): PostSnapshot {
  return {
    title: row.title,
    url: row.url,
    description: row.description,
    post_status_id: row.post_status_id,
    no_index: row.no_index,
    no_follow: row.no_follow,
    show_in_sitemap: row.show_in_sitemap,
    position: row.position,
    poster_id: row.poster_id,
    logo_id: row.logo_id,
    cuisines: [...cuisines].sort((a, b) => a - b),
    profile: row.profile ?? null,
    post_body: row.post_body ?? null,
    deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
    publish_at: row.publish_at ? row.publish_at.toISOString() : null,
    unpublish_at: row.unpublish_at ? row.unpublish_at.toISOString() : null,
  };
}

/**
 * The snapshot keys whose values differ. `position` counts only for an order write: moving one
 * post renumbers its siblings, and a later save of a sibling did not change its position.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: PostSnapshot,
  kind: RevisionKind,
): string[] {
  const keys = Object.keys(after) as (keyof PostSnapshot)[];
  if (before === null) return keys;
  return keys.filter(
    (key) =>
      (key !== "position" || kind === "order") &&
      canonicalJson(before[key]) !== canonicalJson(after[key]),
  );
}

/**
 * Records a revision of a post as it is now: called inside the write's transaction, after the
 * write, so the revision and the write commit (or roll back) together. The changed fields are
 * those that differ from the post's latest applied revision (every field for a post's first
 * one). A data, body, order or SEO write that changed nothing records no row (null).
 */
export async function recordRevision(
  db: Db,
  tenant: Tenant,
  input: { postId: number; userId: number | null; kind: RevisionKind; status?: RevisionStatus },
): Promise<{ id: number; fields: string[] } | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(tenantWhere(tenant, posts.domain_id), eq(posts.id, input.postId)))
    .limit(1);
  if (!row) return null;
  // One after the other: inside a transaction they share one connection.
  const cuisineRows = await db
    .select({ id: postCuisines.cuisine_tag_id })
    .from(postCuisines)
    .where(eq(postCuisines.post_id, row.id))
    .orderBy(asc(postCuisines.cuisine_tag_id));
  const [latest] = await db
    .select({ snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .where(
      and(
        tenantWhere(tenant, postRevisions.domain_id),
        eq(postRevisions.post_id, row.id),
        eq(postRevisions.status, "applied"),
      ),
    )
    .orderBy(desc(postRevisions.id))
    .limit(1);
  const snapshot = snapshotOf(
    row,
    cuisineRows.map((c) => c.id),
  );
  const fields = changedFields(latest?.snapshot ?? null, snapshot, input.kind);
  if (fields.length === 0 && SKIP_UNCHANGED.has(input.kind)) return null;
  const [inserted] = await db
    .insert(postRevisions)
    .values({
      domain_id: tenant.id,
      post_id: row.id,
      user_id: input.userId,
      status: input.status ?? "applied",
      kind: input.kind,
      fields,
      snapshot,
    })
    .returning({ id: postRevisions.id });
  return { id: inserted.id, fields };
}
