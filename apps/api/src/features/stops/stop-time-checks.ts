import { canonicalTimeZone, longDate, Temporal } from "@fooddir/contract";

/**
 * The checks of a stop's local wall times (decision 022): readable text, a real date and time,
 * an end after the start and at most 24 hours later, a one-off time that exists in the zone.
 * Pure; the expansion of the times is occurrences.ts.
 */

/** Messages for a 422 on `starts_at` / `ends_at`. */
export const TIME_MESSAGES = {
  format: "Use a local date and time such as 2027-03-14T18:00.",
  endAfterStart: "The end must be after the start.",
  tooLong: "A stop may last at most 24 hours.",
} as const;

/**
 * True for "UTC" and the IANA names of Intl.supportedValuesOf("timeZone"), as the contract's
 * timezone option spells them (canonicalTimeZone). Case-sensitive.
 */
export function isTimeZone(name: unknown): name is string {
  return typeof name === "string" && canonicalTimeZone(name) === name;
}

/**
 * A local wall time "YYYY-MM-DDTHH:MM" (or with ":SS") as "wall ms": the epoch milliseconds
 * of the same wall time in UTC. Null when the text is not one or names no real date or time
 * ("2027-02-30T10:00", "T24:00"). Cheaper than a Temporal parse; expansion reads two per stop.
 */
export function readWallMs(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const d = new Date(0);
  d.setUTCFullYear(year!, month! - 1, day);
  d.setUTCHours(hour!, minute, second, 0);
  const real =
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month! - 1 &&
    d.getUTCDate() === day &&
    d.getUTCHours() === hour &&
    d.getUTCMinutes() === minute &&
    d.getUTCSeconds() === second;
  return real ? d.getTime() : null;
}

/**
 * Reads a local wall time "YYYY-MM-DDTHH:MM" (or with ":SS"); null when it is not one or names
 * no real date ("2027-02-30T10:00").
 */
export function parseWallTime(text: string): Temporal.PlainDateTime | null {
  const ms = readWallMs(text);
  return ms === null
    ? null
    : Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO("UTC").toPlainDateTime();
}

/** Reads a local date "YYYY-MM-DD"; null when it is not a real one. */
export function parseLocalDate(text: string): Temporal.PlainDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  try {
    return Temporal.PlainDate.from(
      { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) },
      { overflow: "reject" },
    );
  } catch {
    return null;
  }
}

/**
 * Checks a stop's start and end wall times: both readable, the end after the start and at most
 * 24 hours later (wall clock: 22:00 to 22:00 the next day is the longest). Returns the field
 * and message of the first problem (TIME_MESSAGES), or null.
 */
export function checkStopTimes(
  startsAt: string,
  endsAt: string,
): { field: "starts_at" | "ends_at"; message: string } | null {
  const start = parseWallTime(startsAt);
  if (!start) return { field: "starts_at", message: TIME_MESSAGES.format };
  const end = parseWallTime(endsAt);
  if (!end) return { field: "ends_at", message: TIME_MESSAGES.format };
  if (Temporal.PlainDateTime.compare(end, start) <= 0) {
    return { field: "ends_at", message: TIME_MESSAGES.endAfterStart };
  }
  if (Temporal.PlainDateTime.compare(end, start.add({ hours: 24 })) > 0) {
    return { field: "ends_at", message: TIME_MESSAGES.tooLong };
  }
  return null;
}

/**
 * For a one-off stop: null when the local wall time exists in the zone, else a message for a
 * 422, "2:30 AM does not exist on 14 March 2027 in America/New_York (clocks go forward); choose
 * another time." (a spring-forward gap). A time that occurs twice (fall-back) is accepted and
 * means the earlier instant. A series is not refused: its occurrences in a gap move forward
 * (decision 022). An unreadable time or zone gets the format message / throws RangeError.
 */
export function checkWallTime(localDateTime: string, timeZone: string): string | null {
  const wall = parseWallTime(localDateTime);
  if (!wall) return TIME_MESSAGES.format;
  const placed = wall.toZonedDateTime(timeZone, { disambiguation: "compatible" });
  if (Temporal.PlainDateTime.compare(placed.toPlainDateTime(), wall) === 0) return null;
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const time = `${hour12}:${String(wall.minute).padStart(2, "0")} ${wall.hour < 12 ? "AM" : "PM"}`;
  const date = longDate(wall.toPlainDate().toString());
  return `${time} does not exist on ${date} in ${timeZone} (clocks go forward); choose another time.`;
}
