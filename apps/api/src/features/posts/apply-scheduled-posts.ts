import { POST_STATUSES } from "@fooddir/contract";
import { and, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domains, posts } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { recordRevision } from "./record-revision.ts";

export type ScheduledChange = { domainId: number; postId: number; action: "publish" | "unpublish" };

type Applied = { id: number; domain_id: number; title: string };

/**
 * Applies the schedule times that are due at `now`, in every domain (the scheduler's tick):
 * posts whose `publish_at` has come are published (their first publication stamped), those whose
 * `unpublish_at` has come go back to draft (an archived post stays archived); the applied time is
 * cleared. Trashed posts wait until they are restored.
 *
 * Exactly once: each direction is ONE `UPDATE ... WHERE publish_at <= now RETURNING`. Ticks that
 * run at the same time on two instances both try; PostgreSQL makes the second wait for the
 * first's row locks and re-check its WHERE, which no longer holds (the time was cleared), so
 * each post is applied by one tick. Each applied post gets a revision (kind "schedule", no user)
 * and an audit entry in the same transaction. The caller publishes the change events.
 */
export async function applyScheduledPosts(db: Db, now: Date): Promise<ScheduledChange[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const changes: ScheduledChange[] = [];
    const record = async (rows: Applied[], action: ScheduledChange["action"]) => {
      const hosts = await hostsOf(
        tx,
        rows.map((r) => r.domain_id),
      );
      for (const row of rows) {
        const tenant = { id: row.domain_id, host: hosts.get(row.domain_id) ?? "" };
        await recordRevision(tx, tenant, { postId: row.id, userId: null, kind: "schedule" });
        await recordAudit(tx, {
          domainId: row.domain_id,
          userId: null,
          action,
          entity: "post",
          entityId: row.id,
          summary: `${action === "publish" ? "Published" : "Unpublished"} "${row.title}" as scheduled`,
          at: now,
        });
        changes.push({ domainId: row.domain_id, postId: row.id, action });
      }
    };
    const returning = { id: posts.id, domain_id: posts.domain_id, title: posts.title };

    const published = await tx
      .update(posts)
      .set({
        post_status_id: POST_STATUSES.published,
        published_at: sql`coalesce(${posts.published_at}, ${at})`,
        publish_at: null,
        updated_at: now,
      })
      .where(and(isNotNull(posts.publish_at), lte(posts.publish_at, at), isNull(posts.deleted_at)))
      .returning(returning);
    await record(published, "publish");

    const unpublished = await tx
      .update(posts)
      .set({
        post_status_id: sql`case when ${posts.post_status_id} = ${POST_STATUSES.published} then ${POST_STATUSES.draft} else ${posts.post_status_id} end`,
        unpublish_at: null,
        updated_at: now,
      })
      .where(
        and(isNotNull(posts.unpublish_at), lte(posts.unpublish_at, at), isNull(posts.deleted_at)),
      )
      .returning(returning);
    await record(unpublished, "unpublish");
    return changes;
  });
}

async function hostsOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: domains.id, host: domains.host })
    .from(domains)
    .where(inArray(domains.id, unique));
  return new Map(rows.map((r) => [r.id, r.host]));
}
