import { addDays, weekdayName, weekdayOf } from "@fooddir/contract";

/**
 * The stop form's repeat fields and the RRULE they stand for (contract.md "Where the trucks
 * are": FREQ=DAILY or WEEKLY with BYDAY, INTERVAL, COUNT and UNTIL). The API reads and expands
 * the rule; this file only writes it from the fields and reads it back for editing.
 */

/** RFC 5545 weekday codes, Monday first (the order a normalized BYDAY lists them). */
export const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
/** "Mon" … "Sun" by code (Intl's English short names). */
export const WEEKDAY_LABELS = Object.fromEntries(
  WEEKDAY_CODES.map((code, i) => [code, weekdayName((i + 1) % 7)]),
) as Record<WeekdayCode, string>;
export const MAX_INTERVAL = 52;
export const MAX_COUNT = 1000;

export type Repeat = "none" | "daily" | "weekly";
export type RepeatEnds = "never" | "until" | "count";

export type RepeatFields = {
  repeat: Repeat;
  /** Every N days or weeks. */
  interval: number;
  /** Weekly only, Monday first. */
  byDay: WeekdayCode[];
  ends: RepeatEnds;
  /** The last local date (UNTIL), `2027-06-30`. */
  until: string;
  /** How many times (COUNT). */
  count: number;
};

/** The weekday code of a local date. */
export function weekdayCodeOf(date: string): WeekdayCode {
  return WEEKDAY_CODES[(weekdayOf(date) + 6) % 7];
}

/** The fields of a stop that does not repeat yet, ready to repeat weekly on its start's weekday. */
export function defaultRepeatFields(startDate: string): RepeatFields {
  return {
    repeat: "none",
    interval: 1,
    byDay: [weekdayCodeOf(startDate)],
    ends: "never",
    until: "",
    count: 10,
  };
}

const sortDays = (days: readonly WeekdayCode[]) => WEEKDAY_CODES.filter((d) => days.includes(d));

/** The RRULE of the fields (FREQ;INTERVAL;BYDAY;COUNT;UNTIL as the API normalizes it), or null. */
export function rruleFromFields(fields: RepeatFields): string | null {
  if (fields.repeat === "none") return null;
  const parts = [`FREQ=${fields.repeat === "daily" ? "DAILY" : "WEEKLY"}`];
  if (fields.interval !== 1) parts.push(`INTERVAL=${fields.interval}`);
  if (fields.repeat === "weekly" && fields.byDay.length > 0) {
    parts.push(`BYDAY=${sortDays(fields.byDay).join(",")}`);
  }
  if (fields.ends === "count") parts.push(`COUNT=${fields.count}`);
  if (fields.ends === "until" && fields.until) {
    parts.push(`UNTIL=${fields.until.replaceAll("-", "")}`);
  }
  return parts.join(";");
}

/** The parts of a rule text, names upper-cased (`RRULE:` prefix allowed). */
export function ruleParts(rrule: string): Map<string, string> {
  const body = rrule.trim().replace(/^RRULE:/i, "");
  const parts = new Map<string, string>();
  for (const part of body.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) parts.set(part.slice(0, eq).trim().toUpperCase(), part.slice(eq + 1).trim());
  }
  return parts;
}

/** `20270630`, `20270630T140000` or `20270630T210000Z` -> `2027-06-30` (the date it names). */
function untilDate(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : "";
}

/** The fields a stored rule reads as (null: does not repeat); BYDAY defaults to the start's day. */
export function fieldsFromRrule(rrule: string | null | undefined, startDate: string): RepeatFields {
  const fields = defaultRepeatFields(startDate);
  if (!rrule) return fields;
  const parts = ruleParts(rrule);
  fields.repeat = parts.get("FREQ")?.toUpperCase() === "DAILY" ? "daily" : "weekly";
  const interval = Number(parts.get("INTERVAL") ?? 1);
  fields.interval = Number.isInteger(interval) && interval > 0 ? interval : 1;
  const byDay = parts.get("BYDAY");
  if (byDay) {
    const days = byDay.toUpperCase().split(",");
    fields.byDay = WEEKDAY_CODES.filter((d) => days.includes(d));
  }
  const count = parts.get("COUNT");
  const until = parts.get("UNTIL");
  if (count) {
    fields.ends = "count";
    fields.count = Number(count);
  } else if (until) {
    fields.ends = "until";
    fields.until = untilDate(until);
  }
  return fields;
}

/** What is wrong with the repeat fields of a stop starting on `startDate`, per field. */
export function repeatFieldErrors(fields: RepeatFields, startDate: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.repeat === "none") return errors;
  if (!Number.isInteger(fields.interval) || fields.interval < 1 || fields.interval > MAX_INTERVAL) {
    errors.interval = `Use a whole number from 1 to ${MAX_INTERVAL}.`;
  }
  if (fields.repeat === "weekly" && fields.byDay.length === 0) {
    errors.byDay = "Choose at least one weekday.";
  }
  if (fields.ends === "until") {
    if (!fields.until) errors.until = "Choose the last date.";
    else if (startDate && fields.until < startDate) {
      errors.until = "The last date must be on or after the first date.";
    }
  }
  if (
    fields.ends === "count" &&
    (!Number.isInteger(fields.count) || fields.count < 1 || fields.count > MAX_COUNT)
  ) {
    errors.count = `Use a whole number from 1 to ${MAX_COUNT}.`;
  }
  return errors;
}

/**
 * The rule of a series whose start moved by `days` days: its weekdays and a date UNTIL move
 * with it, so the series keeps its shape (Tue+Thu one day later is Wed+Fri).
 */
export function shiftRrule(rrule: string, days: number): string {
  if (days === 0) return rrule;
  const parts = ruleParts(rrule);
  const byDay = parts.get("BYDAY");
  if (byDay) {
    const shifted = byDay
      .toUpperCase()
      .split(",")
      .map((d) => WEEKDAY_CODES.indexOf(d as WeekdayCode))
      .filter((i) => i >= 0)
      .map((i) => WEEKDAY_CODES[(((i + days) % 7) + 7) % 7]);
    parts.set("BYDAY", sortDays(shifted).join(","));
  }
  const until = parts.get("UNTIL");
  if (until && /^\d{8}$/.test(until)) {
    parts.set("UNTIL", addDays(untilDate(until), days).replaceAll("-", ""));
  }
  return [...parts].map(([name, value]) => `${name}=${value}`).join(";");
}
