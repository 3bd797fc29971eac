import { Temporal } from "@fooddir/contract";

/**
 * The RRULE subset stops accept (contract.md "Where the trucks are"): FREQ=DAILY or WEEKLY,
 * with BYDAY (weekly only), INTERVAL, COUNT and UNTIL. This file only reads and checks the
 * text; every recurrence computation is left to `rrule-temporal` (occurrences.ts).
 */

/** RFC 5545 weekday codes, in the order a normalized BYDAY lists them. */
export const WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_INTERVAL = 52;
export const MAX_COUNT = 1000;

/**
 * UNTIL as written. `date` (UNTIL=20270630) ends the series after the last occurrence that
 * starts on that local date. `local` (UNTIL=20270630T140000, a floating date-time) and `utc`
 * (UNTIL=20270630T210000Z) end it after the last occurrence starting at or before that time;
 * `local` is read in the domain's zone.
 */
export type RuleUntil =
  | { kind: "date"; date: string }
  | { kind: "local"; dateTime: string }
  | { kind: "utc"; instant: string };

/** A rule of the subset, normalized. */
export interface StopRule {
  freq: "DAILY" | "WEEKLY";
  /** 1-52; 1 when the text has no INTERVAL. */
  interval: number;
  /** Weekly rules only; sorted MO..SU, no repeats. Absent: the weekday of the stop's start. */
  byDay?: Weekday[];
  /** 1-1000; never together with `until`. */
  count?: number;
  until?: RuleUntil;
}

export type ParseRruleResult = { ok: true; rule: StopRule } | { ok: false; error: string };

/** Messages of parseRrule, for a 422 on field `rrule`. */
export const RRULE_MESSAGES = {
  empty: "Enter a recurrence rule, such as FREQ=WEEKLY;BYDAY=TU,TH.",
  syntax:
    "Write the rule as NAME=VALUE parts separated by semicolons, such as FREQ=WEEKLY;BYDAY=TU,TH.",
  freq: "Use a daily or weekly rule (FREQ=DAILY or FREQ=WEEKLY).",
  repeated: (name: string) => `${name} appears more than once in the rule.`,
  unsupported: (name: string) =>
    `${name} is not supported; a rule may use only FREQ, INTERVAL, BYDAY, COUNT and UNTIL.`,
  byDay:
    "BYDAY lists weekdays separated by commas, such as BYDAY=TU,TH (MO, TU, WE, TH, FR, SA, SU).",
  byDayDaily: "BYDAY needs a weekly rule: use FREQ=WEEKLY;BYDAY=... .",
  interval: `INTERVAL must be a whole number from 1 to ${MAX_INTERVAL}.`,
  count: `COUNT must be a whole number from 1 to ${MAX_COUNT}.`,
  until: "UNTIL must be a date such as 20270630, or a date and time such as 20270630T210000Z.",
  countAndUntil: "Use COUNT or UNTIL, not both.",
} as const;

const ALLOWED = new Set(["FREQ", "INTERVAL", "BYDAY", "COUNT", "UNTIL"]);

/**
 * Reads an RRULE of the subset, with or without the "RRULE:" prefix (names and values are
 * case-insensitive, spaces around parts ignored). Returns the normalized rule, or an English
 * message for a 422 on field `rrule` (see RRULE_MESSAGES).
 */
export function parseRrule(text: string): ParseRruleResult {
  const fail = (error: string): ParseRruleResult => ({ ok: false, error });
  let body = text.trim();
  if (/^RRULE:/i.test(body)) body = body.slice("RRULE:".length).trim();
  if (body.endsWith(";")) body = body.slice(0, -1);
  if (body === "") return fail(RRULE_MESSAGES.empty);

  const parts = new Map<string, string>();
  for (const raw of body.split(";")) {
    const part = raw.trim();
    const eq = part.indexOf("=");
    if (eq <= 0) return fail(RRULE_MESSAGES.syntax);
    const name = part.slice(0, eq).trim().toUpperCase();
    const value = part
      .slice(eq + 1)
      .trim()
      .toUpperCase();
    if (!/^[A-Z-]+$/.test(name) || value === "") return fail(RRULE_MESSAGES.syntax);
    if (parts.has(name)) return fail(RRULE_MESSAGES.repeated(name));
    parts.set(name, value);
  }
  // FREQ first: "FREQ=MONTHLY;BYMONTHDAY=1" is answered about the frequency.
  const freq = parts.get("FREQ");
  if (freq !== "DAILY" && freq !== "WEEKLY") return fail(RRULE_MESSAGES.freq);
  for (const name of parts.keys()) {
    if (!ALLOWED.has(name)) return fail(RRULE_MESSAGES.unsupported(name));
  }
  const rule: StopRule = { freq, interval: 1 };

  const interval = parts.get("INTERVAL");
  if (interval !== undefined) {
    const n = wholeNumber(interval);
    if (n === null || n < 1 || n > MAX_INTERVAL) return fail(RRULE_MESSAGES.interval);
    rule.interval = n;
  }

  const byDay = parts.get("BYDAY");
  if (byDay !== undefined) {
    if (freq !== "WEEKLY") return fail(RRULE_MESSAGES.byDayDaily);
    const days = byDay.split(",").map((d) => d.trim());
    if (days.some((d) => !(WEEKDAYS as readonly string[]).includes(d))) {
      return fail(RRULE_MESSAGES.byDay);
    }
    rule.byDay = WEEKDAYS.filter((d) => days.includes(d));
  }

  const count = parts.get("COUNT");
  const until = parts.get("UNTIL");
  if (count !== undefined && until !== undefined) return fail(RRULE_MESSAGES.countAndUntil);
  if (count !== undefined) {
    const n = wholeNumber(count);
    if (n === null || n < 1 || n > MAX_COUNT) return fail(RRULE_MESSAGES.count);
    rule.count = n;
  }
  if (until !== undefined) {
    const parsed = parseUntil(until);
    if (parsed === null) return fail(RRULE_MESSAGES.until);
    rule.until = parsed;
  }
  return { ok: true, rule };
}

/**
 * The normalized RRULE text of a rule, without the "RRULE:" prefix, parts in a fixed order
 * (FREQ;INTERVAL;BYDAY;COUNT;UNTIL; INTERVAL only when not 1). UNTIL keeps the form it was
 * written in; an iCalendar feed whose DTSTART has a TZID needs a UTC UNTIL instead (RFC 5545
 * 3.3.10): see `untilInstant` in occurrences.ts.
 */
export function formatRrule(rule: StopRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay && rule.byDay.length > 0) parts.push(`BYDAY=${rule.byDay.join(",")}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until) parts.push(`UNTIL=${formatUntil(rule.until)}`);
  return parts.join(";");
}

function wholeNumber(text: string): number | null {
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** 20270630, 20270630T140000 or 20270630T210000Z; a real date and time, else null. */
function parseUntil(text: string): RuleUntil | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, z] = m;
  try {
    const date = Temporal.PlainDate.from(
      { year: Number(y), month: Number(mo), day: Number(d) },
      { overflow: "reject" },
    );
    if (h === undefined) return { kind: "date", date: date.toString() };
    const dateTime = Temporal.PlainDateTime.from(
      {
        year: date.year,
        month: date.month,
        day: date.day,
        hour: Number(h),
        minute: Number(mi),
        second: Number(s),
      },
      { overflow: "reject" },
    ).toString();
    return z ? { kind: "utc", instant: `${dateTime}Z` } : { kind: "local", dateTime };
  } catch {
    return null;
  }
}

function formatUntil(until: RuleUntil): string {
  const compact = (iso: string) => iso.replace(/[-:]/g, "");
  switch (until.kind) {
    case "date":
      return compact(until.date);
    case "local":
      return compact(until.dateTime);
    case "utc":
      return compact(until.instant);
  }
}
