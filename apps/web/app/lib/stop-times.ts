import type { StopOccurrence } from "@fooddir/contract";

/**
 * Stop times on public pages (contract.md "Where the trucks are"): the site's local dates, the
 * groups of /today, the hours a visitor reads and the instant a page showing stops goes stale.
 * Pure; every "now" is a parameter. GET /api/stops gives times with the offset of the domain's
 * zone (`2027-03-16T11:30:00-07:00`), so an occurrence's first ten characters are its local date.
 */

const DAY_MS = 86_400_000;

const PARTS_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A formatter of every wall-clock field in a zone (UTC when the runtime does not know it). */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = PARTS_FORMATS.get(timeZone);
  if (!format) {
    const options = {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    } as const;
    try {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    }
    PARTS_FORMATS.set(timeZone, format);
  }
  return format;
}

/** The wall clock of an instant in a zone, as if it were UTC (epoch ms of those fields). */
function wallMsOf(ms: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(ms)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour === 24 ? 0 : fields.hour,
    fields.minute,
    fields.second,
  );
  return wall + (ms - Math.floor(ms / 1000) * 1000);
}

/** The local date (`2027-03-16`) of an instant in a zone. */
export function localDateOf(ms: number, timeZone: string): string {
  return new Date(wallMsOf(ms, timeZone)).toISOString().slice(0, 10);
}

/** A local date `days` later (or earlier): `addDays("2027-03-31", 1)` is `2027-04-01`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first instant of a local date in a zone (epoch ms): its midnight, or where a zone skips
 * midnight (Havana's spring-forward day) the first instant the clocks show that date.
 */
export function startOfLocalDay(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  // The zone's offsets a day either side: the only two a date's midnight can have.
  const candidates = [DAY_MS, -DAY_MS]
    .map((shift) => wall - (wallMsOf(wall + shift, timeZone) - (wall + shift)))
    .sort((a, b) => a - b);
  for (const instant of candidates) {
    if (localDateOf(instant, timeZone) === date && localDateOf(instant - 1, timeZone) < date) {
      return instant;
    }
  }
  return candidates[candidates.length - 1];
}

/** The next local midnight after `now` in a zone: when "today" and "tomorrow" move. */
export function nextLocalMidnight(now: number, timeZone: string): number {
  return startOfLocalDay(addDays(localDateOf(now, timeZone), 1), timeZone);
}

type Times = Pick<StopOccurrence, "starts_at" | "ends_at">;

/**
 * The instant a page showing these occurrences goes stale (epoch ms): the first start or end
 * after `now` among them, or the next local midnight in the zone, whichever comes first.
 */
export function nextBoundaryOf(occurrences: readonly Times[], now: number, timeZone: string) {
  let next = nextLocalMidnight(now, timeZone);
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
  const today = localDateOf(now, timeZone);
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

const TIME_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** "14:00" in a zone (24-hour clock). */
export function formatTime(iso: string, timeZone: string): string {
  let format = TIME_FORMATS.get(timeZone);
  if (!format) {
    const options = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
    try {
      format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });
    }
    TIME_FORMATS.set(timeZone, format);
  }
  return format.format(Date.parse(iso));
}

const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** "Tuesday 16 March" in a zone. */
export function formatDay(iso: string, timeZone: string): string {
  let format = DAY_FORMATS.get(timeZone);
  if (!format) {
    const options = { weekday: "long", day: "numeric", month: "long" } as const;
    try {
      format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });
    }
    DAY_FORMATS.set(timeZone, format);
  }
  return format.format(Date.parse(iso));
}

/**
 * The hours a visitor reads: "until 21:00" for a stop open now, else "11:30-14:00" (a stop
 * across midnight reads "22:00-02:00"), in the site's zone.
 */
export function hoursLabel(o: Times & { open_now?: boolean }, timeZone: string): string {
  const end = formatTime(o.ends_at, timeZone);
  return o.open_now ? `until ${end}` : `${formatTime(o.starts_at, timeZone)}-${end}`;
}
