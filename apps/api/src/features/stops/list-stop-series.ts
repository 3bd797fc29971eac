import { publicPath, type StopSeriesList, type StopSeriesQuery } from "@fooddir/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, posts, stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { placeColumns } from "../locations/columns.ts";
import { postRefColumns, publicMembers } from "../posts/post-filters.ts";
import type { MemberScope } from "../vendors/member-scope.ts";
import { formatRrule, parseRrule, untilInstant } from "./occurrences.ts";

/**
 * The rule as an iCalendar event whose DTSTART has a TZID must write it: the normalized rule
 * with UNTIL as a UTC time (RFC 5545 3.3.10), computed like the expansion reads it (a date
 * UNTIL is the end of that local date, a local one is read in the zone). Null for a one-off.
 */
export function icalRrule(rrule: string | null, timeZone: string): string | null {
  if (!rrule) return null;
  const parsed = parseRrule(rrule);
  if (!parsed.ok) throw new RangeError(`Invalid stop rule "${rrule}": ${parsed.error}`);
  const until = untilInstant(parsed.rule, timeZone);
  return formatRrule(
    until
      ? {
          ...parsed.rule,
          until: { kind: "utc", instant: until.toString({ smallestUnit: "second" }) },
        }
      : parsed.rule,
  );
}

/**
 * The domain's stops as series (contract.md "calendar feeds"), for the calendar feeds: public,
 * so published members that are not trashed only, at approved locations (issue 37);
 * `member_id` keeps one member's. Sorted by first start, then id. The zone is the domain's (the
 * TZID of the wall times). A signed-in member (role 4, `scope`) gets the series of its listings
 * only.
 */
export async function listStopSeries(
  db: Db,
  tenant: Tenant,
  query: StopSeriesQuery,
  scope: MemberScope = null,
): Promise<StopSeriesList> {
  const timezone = await domainTimeZone(db, tenant);
  const rows = await db
    .select({
      id: stops.id,
      starts_at: stops.starts_at,
      ends_at: stops.ends_at,
      rrule: stops.rrule,
      exdates: stops.exdates,
      note: stops.note,
      sequence: stops.sequence,
      updated_at: stops.updated_at,
      member: postRefColumns,
      location: placeColumns,
    })
    .from(stops)
    .innerJoin(posts, eq(posts.id, stops.member_id))
    .innerJoin(locations, eq(locations.id, stops.location_id))
    .where(
      and(
        tenantWhere(tenant, stops.domain_id),
        tenantWhere(tenant, posts.domain_id),
        ...publicMembers(),
        eq(locations.status, "approved"),
        query.member_id ? eq(stops.member_id, query.member_id) : undefined,
        scope === null ? undefined : inArray(stops.member_id, [...scope]),
      ),
    )
    .orderBy(asc(stops.starts_at), asc(stops.id));
  return {
    timezone,
    series: rows.map((row) => ({
      ...row,
      rrule_ical: icalRrule(row.rrule, timezone),
      updated_at: row.updated_at.toISOString(),
      member: { ...row.member, url: publicPath(row.member.url) },
    })),
  };
}
