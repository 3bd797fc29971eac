/**
 * Wall times and zones, once for the API, the web app and the e2e tests (decision 031).
 *
 * A wall time is what a clock in the domain's zone reads, `2027-03-14T18:00` (a local date is
 * `2027-03-14`). Arithmetic on wall times runs on "wall ms": the epoch milliseconds of the
 * instant whose UTC face reads the same, since UTC has no daylight saving; so a wall time plus
 * 60 minutes or one day is what the clock face reads then, across a daylight-saving change
 * too. Which instant a wall time is in a zone, and the reverse, ask `Intl.DateTimeFormat`,
 * which every runtime has: this file needs no Temporal, so the browser bundle stays small.
 * Month and day names come from `Intl` as well (English unless a locale is given).
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The wall ms of `wall` (`2027-03-14T18:00`; a date reads as its midnight); NaN if unreadable. */
export function wallMs(wall: string): number {
  const m = WALL.exec(wall);
  if (!m) return Number.NaN;
  const [, y, mo, d, h = "0", mi = "0"] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
}

/** The wall time `2027-03-14T18:00` of a wall ms (an instant read on its UTC face). */
export function wallOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/** The date `2027-03-14` of a wall ms (an instant read on its UTC face). */
export function dateOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addMinutes(wall: string, minutes: number): string {
  return wallOf(wallMs(wall) + minutes * MINUTE);
}

/**
 * A local date `days` later (or earlier): `addDays("2027-03-31", 1)` is `2027-04-01`. A wall
 * time keeps its clock time, `2027-03-13T10:00` plus one is `2027-03-14T10:00` even where that
 * night's clocks go forward (then `instantIn` places it).
 */
export function addDays(wall: string, days: number): string {
  const moved = wallOf(wallMs(wall) + days * DAY);
  return wall.length <= 10 ? moved.slice(0, 10) : moved;
}

/** Whole minutes from wall time `a` to wall time `b`. */
export function minutesBetween(a: string, b: string): number {
  return Math.round((wallMs(b) - wallMs(a)) / MINUTE);
}

/** Whole days from date `a` to date `b` (their first 10 characters). */
export function daysBetween(a: string, b: string): number {
  return Math.round((wallMs(b.slice(0, 10)) - wallMs(a.slice(0, 10))) / DAY);
}

/** 0 = Sunday … 6 = Saturday, of a date or wall time. */
export function weekdayOf(date: string): number {
  return new Date(wallMs(date.slice(0, 10))).getUTCDay();
}

// ---------------------------------------------------------------------------------------------
// Instants and zones

const ZONE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A formatter of every clock field in a zone (UTC when the runtime does not know the zone). */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = ZONE_FORMATS.get(timeZone);
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
    ZONE_FORMATS.set(timeZone, format);
  }
  return format;
}

/** The wall ms of the instant `ms` in a zone: what its clock reads, milliseconds included. */
export function zoneWallMs(ms: number, timeZone: string): number {
  const f: Record<string, number> = {};
  for (const part of zoneFormat(timeZone).formatToParts(ms)) {
    if (part.type !== "literal") f[part.type] = Number(part.value);
  }
  const hour = f.hour === 24 ? 0 : f.hour;
  const wall = Date.UTC(f.year, f.month - 1, f.day, hour, f.minute, f.second);
  return wall + (ms - Math.floor(ms / 1000) * 1000);
}

/** The wall time `2027-03-14T18:05` of the instant `ms` in the IANA zone `timeZone`. */
export function wallTimeIn(ms: number, timeZone: string): string {
  return wallOf(zoneWallMs(ms, timeZone));
}

/** The zone's date `2027-03-14` at the instant `ms`: with `Date.now()`, the zone's today. */
export function zoneDate(ms: number, timeZone: string): string {
  return dateOf(zoneWallMs(ms, timeZone));
}

/** "14:05", the 24-hour clock time of the instant `ms` in a zone. */
export function clockTime(ms: number, timeZone: string): string {
  return wallTimeIn(ms, timeZone).slice(11, 16);
}

/**
 * The instant (epoch ms) at which the zone's clock reads `wall` (a date: its midnight). As
 * Temporal's "compatible" choice: a time in a spring-forward gap moves forward by the gap
 * (02:30 is 03:30), a time the clocks show twice is the earlier instant.
 */
export function instantIn(wall: string, timeZone: string): number {
  const w = wallMs(wall);
  // The zone's offsets a day either side: the only two the wall time can have.
  const before = w - (zoneWallMs(w - DAY, timeZone) - (w - DAY));
  const after = w - (zoneWallMs(w + DAY, timeZone) - (w + DAY));
  const exact = [Math.min(before, after), Math.max(before, after)].find(
    (ms) => zoneWallMs(ms, timeZone) === w,
  );
  // In a gap neither reads `wall`: the offset before the change moves it forward by the gap.
  return exact ?? before;
}

/**
 * The first instant of a local date in a zone (epoch ms): its midnight, or where a zone skips
 * midnight (Havana's spring-forward day) the first instant the clocks show that date.
 */
export function startOfZoneDay(date: string, timeZone: string): number {
  return instantIn(date.slice(0, 10), timeZone);
}

/** The first instant of the zone's day after the instant `ms`: when "today" and "tomorrow" move. */
export function nextZoneMidnight(ms: number, timeZone: string): number {
  return startOfZoneDay(addDays(zoneDate(ms, timeZone), 1), timeZone);
}

// ---------------------------------------------------------------------------------------------
// Names

export type NameStyle = "long" | "short" | "narrow";

const NAME_FORMATS = new Map<string, Intl.DateTimeFormat>();

function nameOf(ms: number, field: "month" | "weekday", style: NameStyle, locale: string) {
  const key = `${locale} ${field} ${style}`;
  let format = NAME_FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { [field]: style, timeZone: "UTC" });
    NAME_FORMATS.set(key, format);
  }
  return format.format(ms);
}

/** "March" for 3 (January is 1); "Mar" with style "short"; in `locale` (English by default). */
export function monthName(month: number, style: NameStyle = "long", locale = "en"): string {
  return nameOf(Date.UTC(2000, month - 1, 1), "month", style, locale);
}

/** "Thu" for 4 (0 = Sunday … 6 = Saturday, as weekdayOf); "Thursday" with style "long". */
export function weekdayName(weekday: number, style: NameStyle = "short", locale = "en"): string {
  // 2 January 2000 was a Sunday.
  return nameOf(Date.UTC(2000, 0, 2 + weekday), "weekday", style, locale);
}

/** "30 June 2027", of a date or wall time. */
export function longDate(date: string, locale = "en"): string {
  const [y, m, d] = date.slice(0, 10).split("-").map(Number);
  return `${d} ${monthName(m, "long", locale)} ${y}`;
}

/** "Thu 17 March 2027", of a date or wall time. */
export function dayAndDate(date: string, locale = "en"): string {
  return `${weekdayName(weekdayOf(date), "short", locale)} ${longDate(date, locale)}`;
}
