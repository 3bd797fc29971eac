import { REVISION_KEEP_DAYS, REVISION_KEEP_PER_POST } from "@fooddir/contract";
import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../db/client.ts";
import { postRevisions } from "../../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention of revisions (issue 24), for every domain: a revision goes once it is older than
 * REVISION_KEEP_DAYS and not among the newest REVISION_KEEP_PER_POST of its post. The
 * scheduler runs it daily. Returns how many were deleted.
 */
export async function pruneRevisions(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REVISION_KEEP_DAYS * DAY_MS);
  const result = await db.execute(sql`
    delete from ${postRevisions}
    where ${postRevisions.id} in (
      select id from (
        select id, created_at,
          row_number() over (partition by post_id order by created_at desc, id desc) as newest
        from ${postRevisions}
        where post_id in (
          select post_id from ${postRevisions} where created_at < ${cutoff.toISOString()}::timestamptz
        )
      ) ranked
      where ranked.newest > ${REVISION_KEEP_PER_POST}
        and ranked.created_at < ${cutoff.toISOString()}::timestamptz
    )
    returning ${postRevisions.id}`);
  return rowsOf<{ id: number }>(result).length;
}
