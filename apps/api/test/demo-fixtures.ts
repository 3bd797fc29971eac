import { Temporal } from "@fooddir/contract";
import { asc } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { domains, stops } from "../src/db/schema.ts";

/** The zone of both demo domains. */
export const DEMO_ZONE = "America/Los_Angeles";

/**
 * What the demo test files read of the seeded demo: its domains in id order, and when it was
 * seeded (the seed writes its "now" as the stops' creation time) as a time and as a day of
 * DEMO_ZONE.
 */
export async function readDemoSeed(db: Db) {
  const demoDomains = await db.select().from(domains).orderBy(asc(domains.id));
  const [firstStop] = await db.select().from(stops).orderBy(asc(stops.id)).limit(1);
  const seededAt = firstStop.created_at.getTime();
  const seedDay = Temporal.Instant.fromEpochMilliseconds(seededAt)
    .toZonedDateTimeISO(DEMO_ZONE)
    .toPlainDate();
  return { demoDomains, seededAt, seedDay };
}
