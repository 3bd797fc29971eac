import {
  addDays,
  clockTime,
  monthName,
  nextZoneMidnight,
  type StopOccurrence,
  weekdayName,
  weekdayOf,
  zoneDate,
} from "@fooddir/contract";

/**
 * Stop times on public pages (contract.md "Where the trucks are"): the site's local dates, the
 * groups of /today, the hours a visitor reads and the instant a page showing stops goes stale.
 * Pure; every "now" is a parameter. GET /api/stops gives times with the offset of the domain's
 * zone (`2027-03-16T11:30:00-07:00`), so an occurrence's first ten characters are its local date.
 */

type Times = Pick<StopOccurrence, "starts_at" | "ends_at">;

/**
 * The instant a page showing these occurrences goes stale (epoch ms): the first start or end
 * after `now` among them, or the next local midnight in the zone, whichever comes first.
 */
export function nextBoundaryOf(occurrences: readonly Times[], now: number, timeZone: string) {
  let next = nextZoneMidnight(now, timeZone);
  for (const o of occurrences) {
    for (const text of [o.starts_at, o.ends_at]) {
      const ms = Date.parse(text);
      if (ms > now && ms < next) next = ms;
    }
  }
  return next;
}

export type TodayGroups<T> = { openNow: T[]; laterToday: T[]; tomorrow: T[] };

/**
 * /today's groups of the occurrences of today and tomorrow (sorted by start, as the API sends
 * them): open now (the API's `open_now`), later today (starting today after `now`), tomorrow
 * (starting on the next local date). An occurrence that has ended is left out.
 */
export function groupToday<T extends StopOccurrence>(
  occurrences: readonly T[],
  now: number,
  timeZone: string,
): TodayGroups<T> {
  const today = zoneDate(now, timeZone);
  const tomorrow = addDays(today, 1);
  const groups: TodayGroups<T> = { openNow: [], laterToday: [], tomorrow: [] };
  for (const o of occurrences) {
    const start = Date.parse(o.starts_at);
    const end = Date.parse(o.ends_at);
    const date = o.starts_at.slice(0, 10);
    if (o.open_now) groups.openNow.push(o);
    else if (end <= now) continue;
    else if (date === today && start > now) groups.laterToday.push(o);
    else if (date === tomorrow) groups.tomorrow.push(o);
  }
  return groups;
}

/** "14:00" in a zone (24-hour clock). */
export function formatTime(iso: string, timeZone: string): string {
  return clockTime(Date.parse(iso), timeZone);
}

/** "Tuesday 16 March" in a zone. */
export function formatDay(iso: string, timeZone: string): string {
  const date = zoneDate(Date.parse(iso), timeZone);
  const [, month, day] = date.split("-").map(Number);
  return `${weekdayName(weekdayOf(date), "long")} ${day} ${monthName(month)}`;
}

/**
 * The hours a visitor reads: "until 21:00" for a stop open now, else "11:30-14:00" (a stop
 * across midnight reads "22:00-02:00"), in the site's zone.
 */
export function hoursLabel(o: Times & { open_now?: boolean }, timeZone: string): string {
  const end = formatTime(o.ends_at, timeZone);
  return o.open_now ? `until ${end}` : `${formatTime(o.starts_at, timeZone)}-${end}`;
}
