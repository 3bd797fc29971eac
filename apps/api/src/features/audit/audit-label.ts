import type { AuditEntity } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, posts, stops } from "../../db/schema.ts";

/** What an item is called, for a summary whose answer carries no name (`title`, and a post's type). */
export type AuditLabel = { title: string; post_type_id?: number };

const WHEN = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A stop's local wall time (`2027-03-14T22:00`) as people read it: "14 March 2027 at 22:00". */
export function wallTimeLabel(wallTime: string): string {
  const at = new Date(`${wallTime}:00Z`);
  return Number.isNaN(at.getTime()) ? wallTime : WHEN.format(at).replace(", ", " at ");
}

/**
 * The name of item `id` of `entity` on domain `domainId` as it is now (issue 38: "Created stop
 * 80" said nothing): a post's title and type, a stop's member, place and start ("Taco Loco at
 * Civic Center, 14 March 2027 at 11:00"), a location's name. Null for other kinds and for an
 * item that is gone.
 */
export async function auditLabel(
  db: Db,
  domainId: number,
  entity: AuditEntity,
  id: number,
): Promise<AuditLabel | null> {
  if (entity === "post") {
    const [post] = await db
      .select({ title: posts.title, post_type_id: posts.post_type_id })
      .from(posts)
      .where(and(eq(posts.id, id), eq(posts.domain_id, domainId)));
    return post ?? null;
  }
  if (entity === "stop") {
    const [stop] = await db
      .select({ member: posts.title, place: locations.name, starts_at: stops.starts_at })
      .from(stops)
      .innerJoin(posts, eq(posts.id, stops.member_id))
      .innerJoin(locations, eq(locations.id, stops.location_id))
      .where(and(eq(stops.id, id), eq(stops.domain_id, domainId)));
    return stop
      ? { title: `${stop.member} at ${stop.place}, ${wallTimeLabel(stop.starts_at)}` }
      : null;
  }
  if (entity === "location") {
    const [location] = await db
      .select({ title: locations.name })
      .from(locations)
      .where(and(eq(locations.id, id), eq(locations.domain_id, domainId)));
    return location ?? null;
  }
  return null;
}
