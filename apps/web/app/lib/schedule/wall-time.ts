/**
 * Local wall times of the domain's zone (`2027-03-14T18:00`) and local dates (`2027-03-14`),
 * computed as floating times: the arithmetic runs on UTC instants, which have no
 * daylight-saving changes, so a wall time plus 60 minutes is the wall time an hour later on
 * the clock face. Which instant a wall time is in the zone is the API's business.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The UTC instant whose UTC face reads `wall` (a date reads as its midnight). */
export function wallMs(wall: string): number {
  const m = WALL.exec(wall);
  if (!m) return Number.NaN;
  const [, y, mo, d, h = "0", mi = "0"] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
}

/** The wall time `2027-03-14T18:00` of an instant read on its UTC face. */
export function wallOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

export function addMinutes(wall: string, minutes: number): string {
  return wallOf(wallMs(wall) + minutes * MINUTE);
}

export function addDays(date: string, days: number): string {
  return wallOf(wallMs(date) + days * DAY).slice(0, 10);
}

/** Whole minutes from `a` to `b`. */
export function minutesBetween(a: string, b: string): number {
  return Math.round((wallMs(b) - wallMs(a)) / MINUTE);
}

/** Whole days from date `a` to date `b` (their first 10 characters). */
export function daysBetween(a: string, b: string): number {
  return Math.round((wallMs(b.slice(0, 10)) - wallMs(a.slice(0, 10))) / DAY);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(wallMs(date.slice(0, 10))).getUTCDay();
}

/**
 * The week view's "now" (FullCalendar's `now` option): the wall time of the instant `ms` in the
 * domain's zone `timeZone`, as the instant whose UTC face reads it, since the calendar runs in
 * UTC over wall times. Saturday 17:19 in Los Angeles is `…T17:19Z`, not Sunday 00:19 UTC.
 */
export function calendarNow(ms: number, timeZone: string): Date {
  const seconds = ((ms % MINUTE) + MINUTE) % MINUTE;
  return new Date(wallMs(wallTimeIn(ms, timeZone)) + seconds);
}

/** The domain's date `2027-03-14` at the instant `ms` (its "today"). */
export function zoneToday(ms: number, timeZone: string): string {
  return wallTimeIn(ms, timeZone).slice(0, 10);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** "30 June 2027". */
export function longDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split("-").map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** "Thu 17 March 2027". */
export function dayAndDate(date: string): string {
  return `${WEEKDAY_SHORT[weekdayOf(date)]} ${longDate(date)}`;
}

/** The wall time `2027-03-14T18:05` of the instant `ms` in the IANA zone `timeZone`. */
export function wallTimeIn(ms: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
