import type { ScheduleStop } from "@fooddir/contract";
import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, posts, stops } from "../../db/schema.ts";
import { stopColumns } from "./columns.ts";

/**
 * Stops as the panel edits them (as stored, with their member and location) that `where`
 * keeps, in `orderBy`'s order: the schedule's and the review queue's one read.
 */
export async function scheduleStopRows(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
): Promise<ScheduleStop[]> {
  const rows = await db
    .select({
      stop: stopColumns,
      member: { id: posts.id, title: posts.title, post_status_id: posts.post_status_id },
      location: { id: locations.id, name: locations.name, address: locations.address },
    })
    .from(stops)
    .innerJoin(posts, eq(posts.id, stops.member_id))
    .innerJoin(locations, eq(locations.id, stops.location_id))
    .where(where)
    .orderBy(...orderBy);
  return rows.map(({ stop, member, location }) => ({ ...stop, member, location }));
}
