import {
  dateOf,
  POST_TYPES,
  type ScheduleOccurrence,
  type ScheduleStop,
  type StopSchedule,
  type StopScheduleQuery,
} from "@fooddir/contract";
import { and, asc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts, stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import type { MemberScope } from "../vendors/member-scope.ts";
import { expandOccurrences, isOpenAt } from "./occurrences.ts";
import { scheduleStopRows } from "./schedule-stop-rows.ts";
import { stopWindow } from "./stop-window.ts";

const DAY_MS = 86_400_000;

/**
 * The panel's schedule of a window (roles 1-3): every stop the filters match that is not over
 * two days before the window starts, as stored (to edit), with its member (any status but
 * trashed) and location, and their occurrences in the window sorted by start. The window is
 * GET /api/stops's (now to 7 days later by default, at most 62 days, else 422). A member (role
 * 4, `scope`) gets the stops of its listings only.
 */
export async function listStopSchedule(
  db: Db,
  tenant: Tenant,
  query: StopScheduleQuery,
  now: number,
  scope: MemberScope = null,
): Promise<StopSchedule> {
  const timezone = await domainTimeZone(db, tenant);
  const window = stopWindow(query, timezone, now);
  const found = await scheduleStopRows(
    db,
    and(
      tenantWhere(tenant, stops.domain_id),
      or(isNull(stops.last_date), gte(stops.last_date, dateOf(window.from - 2 * DAY_MS))),
      eq(posts.post_type_id, POST_TYPES.member),
      isNull(posts.deleted_at),
      query.member_id ? eq(stops.member_id, query.member_id) : undefined,
      query.location_id ? eq(stops.location_id, query.location_id) : undefined,
      scope === null ? undefined : inArray(stops.member_id, [...scope]),
    ),
    [asc(stops.starts_at), asc(stops.id)],
  );
  const scheduleStops: ScheduleStop[] = [];
  const occurrences: (ScheduleOccurrence & { start: number })[] = [];
  for (const stop of found) {
    const { member, location } = stop;
    scheduleStops.push(stop);
    // Stops that start after the window still list (to edit); they have no occurrence in it.
    if (stop.starts_at.slice(0, 10) > dateOf(window.to + 2 * DAY_MS)) continue;
    for (const o of expandOccurrences(
      { startsAt: stop.starts_at, endsAt: stop.ends_at, rrule: stop.rrule, exdates: stop.exdates },
      window,
      timezone,
    )) {
      occurrences.push({
        start: o.start,
        stop_id: stop.id,
        date: o.date,
        starts_at: o.startsAt,
        ends_at: o.endsAt,
        recurring: stop.rrule !== null,
        open_now: isOpenAt(o, now),
        member,
        location: { id: location.id, name: location.name },
        note: stop.note,
      });
    }
  }
  return {
    timezone,
    stops: scheduleStops,
    occurrences: occurrences
      .sort((a, b) => a.start - b.start || a.stop_id - b.stop_id)
      .map(({ start: _start, ...occurrence }) => occurrence),
  };
}
