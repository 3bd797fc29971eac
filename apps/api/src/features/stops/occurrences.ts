import { dateOf, type InstantLike, nextZoneMidnight, Temporal, toInstant } from "@fooddir/contract";
import { RRuleTemporal } from "rrule-temporal";
import { formatRrule, parseRrule, type RuleUntil, type StopRule } from "./rrule-subset.ts";
import { readWallMs } from "./stop-time-checks.ts";

/**
 * The time core of stops (decision 022): local wall times of a domain's zone in, occurrences
 * with offsets out. Pure: no database, no HTTP, no clock (every "now" is a parameter).
 *
 * How a series is expanded: `rrule-temporal` runs the rule over wall times (a DTSTART in UTC,
 * which has no daylight saving, so the library sees every local date and time as written),
 * and each wall time is then placed in the domain's zone with Temporal's "compatible"
 * disambiguation: a time in a spring-forward gap moves forward by the gap (02:30 -> 03:30),
 * a time that occurs twice takes the earlier instant (so it happens once). The end is the
 * start's wall time plus the stop's wall-clock length, placed the same way.
 */

export {
  formatRrule,
  parseRrule,
  RRULE_MESSAGES,
  type RuleUntil,
  type StopRule,
  type Weekday,
} from "./rrule-subset.ts";

/** A stop as stored: local wall times of the domain's zone. */
export interface StopTimes {
  /** Local wall time of the (first) start, "2027-03-14T22:00" (seconds allowed, no offset). */
  startsAt: string;
  /** Local wall time of the (first) end: after the start, at most 24 hours later. */
  endsAt: string;
  /** An RRULE of the subset (text, with or without "RRULE:", or already parsed); none: one-off. */
  rrule?: string | StopRule | null;
  /** Local dates ("2027-03-17") of cancelled occurrences, matched by an occurrence's start date. */
  exdates?: readonly string[] | null;
}

/** Half-open window [from, to). */
export interface Window {
  from: InstantLike;
  to: InstantLike;
}

export interface Occurrence {
  /** ISO 8601 with the zone's offset at that instant, "2027-03-14T22:00:00-07:00". */
  startsAt: string;
  endsAt: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /** The local date of the occurrence's start as the rule produced it (what `exdates` match). */
  date: string;
}

/**
 * How far around a window the rule is asked for wall times; filtering then is exact. Before
 * the window: the longest stop (24 h) plus the largest offset change there has been (a day,
 * where a zone crossed the date line); after it: that change.
 */
const WALL_SLACK = { before: { hours: 48 }, after: { hours: 24 } } as const;
/** The same where the offset is fixed around the window: only the longest stop. */
const FIXED_SLACK = { before: { hours: 24 }, after: { hours: 0 } } as const;

// ---------------------------------------------------------------------------------------------
// Expansion

/** The rule of a stop, parsed; throws on a rule outside the subset (stored data is checked). */
function ruleOf(rrule: string | StopRule): StopRule {
  if (typeof rrule !== "string") return rrule;
  const parsed = parseRrule(rrule);
  if (!parsed.ok) throw new RangeError(`Invalid stop rule "${rrule}": ${parsed.error}`);
  return parsed.rule;
}

/** A wall ms (readWallMs) as a UTC ZonedDateTime: the wall time as the rule sees it. */
function wallZdtOf(wallMs: number): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(wallMs).toZonedDateTimeISO("UTC");
}

/** A wall time as a UTC ZonedDateTime: how the rule sees it (no daylight saving in UTC). */
function asWallZdt(wall: Temporal.PlainDateTime): Temporal.ZonedDateTime {
  return wall.toZonedDateTime("UTC");
}

/** The last wall time UNTIL allows, in the zone's wall clock. */
function untilWall(until: RuleUntil, timeZone: string): Temporal.PlainDateTime {
  switch (until.kind) {
    case "date":
      // Inclusive: every occurrence starting on that local date.
      return Temporal.PlainDate.from(until.date).toPlainDateTime({
        hour: 23,
        minute: 59,
        second: 59,
        millisecond: 999,
      });
    case "local":
      return Temporal.PlainDateTime.from(until.dateTime);
    case "utc":
      return Temporal.Instant.from(until.instant).toZonedDateTimeISO(timeZone).toPlainDateTime();
  }
}

/**
 * UNTIL as a UTC instant (what an iCalendar feed writes when DTSTART has a TZID), or null for a
 * rule without UNTIL. A date UNTIL is the end (23:59:59) of that local date.
 */
export function untilInstant(rule: StopRule, timeZone: string): Temporal.Instant | null {
  if (!rule.until) return null;
  if (rule.until.kind === "utc") return Temporal.Instant.from(rule.until.instant);
  return untilWall(rule.until, timeZone)
    .round({ smallestUnit: "second", roundingMode: "floor" })
    .toZonedDateTime(timeZone, { disambiguation: "compatible" })
    .toInstant();
}

function isoWithOffset(zdt: Temporal.ZonedDateTime): string {
  return zdt.toString({ timeZoneName: "never", smallestUnit: "second" });
}

const HOUR_MS = 3_600_000;

/** What expansion needs of a window, computed once per window and zone (see lastPrepared). */
interface PreparedWindow {
  fromMs: number;
  toMs: number;
  timeZone: string;
  /** The window's wall times, widened by WALL_SLACK or FIXED_SLACK, as UTC ZonedDateTimes. */
  wallFrom: Temporal.ZonedDateTime;
  wallTo: Temporal.ZonedDateTime;
  /**
   * The zone's offset when it is the same at every instant expansion can reach (from - 50 h to
   * to + 100 h: the wall slack, a 24-hour stop, and margin), else null. Then wall times convert
   * by arithmetic instead of a Temporal conversion each.
   */
  fixed: { ms: number; text: string } | null;
}

// Pages expand many stops over one window: keep the last window's preparation.
let lastPrepared: PreparedWindow | undefined;

function prepareWindow(fromMs: number, toMs: number, timeZone: string): PreparedWindow {
  const last = lastPrepared;
  if (last && last.fromMs === fromMs && last.toMs === toMs && last.timeZone === timeZone) {
    return last;
  }
  const wallAt = (ms: number) =>
    Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone).toPlainDateTime();
  const z = Temporal.Instant.fromEpochMilliseconds(fromMs - 50 * HOUR_MS).toZonedDateTimeISO(
    timeZone,
  );
  const next = z.getTimeZoneTransition("next");
  const fixed =
    z.offsetNanoseconds % 60_000_000_000 === 0 &&
    (next === null || next.epochMilliseconds > toMs + 100 * HOUR_MS)
      ? { ms: z.offsetNanoseconds / 1_000_000, text: z.offset }
      : null;
  const slack = fixed ? FIXED_SLACK : WALL_SLACK;
  lastPrepared = {
    fromMs,
    toMs,
    timeZone,
    wallFrom: asWallZdt(wallAt(fromMs).subtract(slack.before)),
    wallTo: asWallZdt(wallAt(toMs).add(slack.after)),
    fixed,
  };
  return lastPrepared;
}

/**
 * The occurrences of a stop that overlap the window [from, to) (a stop that started before
 * `from` and still runs is included), sorted by start, with offsets of `timeZone`.
 *
 * Only the window is expanded (rrule-temporal's between() over the window's wall times, give
 * or take two days), so an endless series costs the same ten years after its start. Each
 * occurrence keeps the stop's wall-clock times: 22:00-02:00 is 22:00-02:00 on every date,
 * even when the night holds a daylight-saving change (then its elapsed time differs: on a
 * fall-back night 22:00-02:00 lasts 5 hours, on a spring-forward night 22:00-03:00 lasts 4, and
 * 22:00-02:00 also 4, as its end 02:00 does not exist and moves to 03:00). A wall time in a
 * spring-forward gap moves forward by the gap (02:15-02:45 becomes 03:15-03:45); one that
 * occurs twice means the earlier instant. An occurrence whose moved start is not before its
 * end (02:30-03:15: the start moves to 03:30) does not take place.
 *
 * Throws RangeError for an unreadable time, zone or rule (callers validate input first).
 */
export function expandOccurrences(stop: StopTimes, window: Window, timeZone: string): Occurrence[] {
  const fromMs = toInstant(window.from).epochMilliseconds;
  const toMs = toInstant(window.to).epochMilliseconds;
  if (fromMs >= toMs) return [];
  const prepared = prepareWindow(fromMs, toMs, timeZone);
  const firstMs = readWallMs(stop.startsAt);
  const firstEndMs = readWallMs(stop.endsAt);
  if (firstMs === null || firstEndMs === null) {
    throw new RangeError(`Invalid stop times ${stop.startsAt}-${stop.endsAt}`);
  }
  const lengthMs = firstEndMs - firstMs;
  if (lengthMs <= 0 || lengthMs > 24 * HOUR_MS) {
    throw new RangeError(`Stop times out of range ${stop.startsAt}-${stop.endsAt}`);
  }
  const cancelled = new Set(stop.exdates ?? []);

  // Wall times as the epoch milliseconds of the same wall time in UTC ("wall ms").
  let walls: number[];
  if (stop.rrule) {
    const rule = ruleOf(stop.rrule);
    const ruleSet = new RRuleTemporal({
      tzid: "UTC",
      dtstart: wallZdtOf(firstMs),
      freq: rule.freq,
      interval: rule.interval,
      ...(rule.byDay ? { byDay: [...rule.byDay] } : {}),
      ...(rule.count !== undefined ? { count: rule.count } : {}),
      ...(rule.until ? { until: asWallZdt(untilWall(rule.until, timeZone)) } : {}),
    });
    walls = ruleSet
      .between(prepared.wallFrom, prepared.wallTo, true)
      .map((zdt) => zdt.epochMilliseconds);
  } else {
    walls = [firstMs];
  }

  const fixed = prepared.fixed;
  const out: Occurrence[] = [];
  for (const wallMs of walls) {
    const date = dateOf(wallMs);
    if (cancelled.has(date)) continue;
    let occurrence: Occurrence;
    if (fixed) {
      // No offset change near the window: plain arithmetic, same answer as below.
      const wallText = (ms: number) => new Date(ms).toISOString().slice(0, 19) + fixed.text;
      occurrence = {
        startsAt: wallText(wallMs),
        endsAt: wallText(wallMs + lengthMs),
        start: wallMs - fixed.ms,
        end: wallMs + lengthMs - fixed.ms,
        date,
      };
    } else {
      const wall = wallZdtOf(wallMs).toPlainDateTime();
      const start = wall.toZonedDateTime(timeZone, { disambiguation: "compatible" });
      const end = wall
        .add({ milliseconds: lengthMs })
        .toZonedDateTime(timeZone, { disambiguation: "compatible" });
      occurrence = {
        startsAt: isoWithOffset(start),
        endsAt: isoWithOffset(end),
        start: start.epochMilliseconds,
        end: end.epochMilliseconds,
        date,
      };
    }
    if (occurrence.end <= occurrence.start) continue;
    if (occurrence.end <= fromMs || occurrence.start >= toMs) continue;
    out.push(occurrence);
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

// ---------------------------------------------------------------------------------------------
// Now

/** True while the occurrence runs: start <= now < end. */
export function isOpenAt(occurrence: Pick<Occurrence, "start" | "end">, now: InstantLike): boolean {
  const t = toInstant(now).epochMilliseconds;
  return occurrence.start <= t && t < occurrence.end;
}

/**
 * The next instant strictly after `now` at which what a page shows can change, as epoch
 * milliseconds: the earliest start or end among the occurrences that lies after `now`, or the
 * next local midnight in the zone ("today" and "tomorrow" move), whichever comes first. Pages
 * use it as their cache expiry.
 */
export function nextBoundary(
  occurrences: readonly Pick<Occurrence, "start" | "end">[],
  now: InstantLike,
  timeZone: string,
): number {
  const t = toInstant(now).epochMilliseconds;
  let next = nextZoneMidnight(t, timeZone);
  for (const o of occurrences) {
    if (o.start > t && o.start < next) next = o.start;
    if (o.end > t && o.end < next) next = o.end;
  }
  return next;
}

/** The rule of a stop in normalized text (for a feed's RRULE line), or null for a one-off. */
export function normalizedRrule(rrule: string | StopRule | null | undefined): string | null {
  return rrule ? formatRrule(ruleOf(rrule)) : null;
}
