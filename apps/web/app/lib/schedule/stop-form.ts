import { addDays, type Stop, type StopInput } from "@fooddir/contract";
import { isTimeOfDay } from "../time-of-day.ts";
import {
  defaultRepeatFields,
  fieldsFromRrule,
  type RepeatFields,
  repeatFieldErrors,
  rruleFromFields,
  weekdayCodeOf,
} from "./rrule-fields.ts";

/** The stop form's values: a date and two clock times, the repeat fields, the cancelled dates. */
export type StopFormValues = {
  member_id: string | null;
  location_id: string | null;
  /** The first (or only) date, `2027-03-16`. */
  date: string;
  /** `11:30`. */
  start: string;
  /** `14:00`; at or before the start: the next day. */
  end: string;
  repeat: RepeatFields;
  exdates: string[];
  note: string;
};

export type StopFormErrors = Partial<Record<keyof StopFormValues | keyof RepeatFields, string>>;

/** The form of an existing stop. */
export function valuesOfStop(
  stop: Stop,
  { waitingNote = false }: { waitingNote?: boolean } = {},
): StopFormValues {
  const date = stop.starts_at.slice(0, 10);
  return {
    member_id: String(stop.member_id),
    location_id: String(stop.location_id),
    date,
    start: stop.starts_at.slice(11, 16),
    end: stop.ends_at.slice(11, 16),
    repeat: fieldsFromRrule(stop.rrule, date),
    exdates: [...stop.exdates],
    // A vendor edits its note waiting for review (issue 37); staff edit the public one.
    note: waitingNote ? (stop.pending_note ?? stop.note) : stop.note,
  };
}

/** The form of a new stop: a member (fixed on a member's tab), and a slot picked in the week. */
export function valuesForNew(options: {
  memberId?: number | null;
  today: string;
  slot?: { startsAt: string; endsAt: string };
}): StopFormValues {
  const date = options.slot?.startsAt.slice(0, 10) ?? options.today;
  return {
    member_id: options.memberId ? String(options.memberId) : null,
    location_id: null,
    date,
    start: options.slot?.startsAt.slice(11, 16) ?? "11:00",
    end: options.slot?.endsAt.slice(11, 16) ?? "14:00",
    repeat: defaultRepeatFields(date),
    exdates: [],
    note: "",
  };
}

/**
 * The values with another first date: until the weekdays of a weekly rule were chosen, they
 * follow the date (a stop moved to a Thursday repeats on Thursdays).
 */
export function withDate(values: StopFormValues, date: string): StopFormValues {
  const follow = values.repeat.repeat !== "weekly" && /^\d{4}-\d{2}-\d{2}$/.test(date);
  return {
    ...values,
    date,
    repeat: follow ? { ...values.repeat, byDay: [weekdayCodeOf(date)] } : values.repeat,
  };
}

/** An end at or before the start is on the next day (the API allows at most 24 hours). */
export function endsNextDay(start: string, end: string): boolean {
  return Boolean(start && end && end <= start);
}

/** The body of POST /api/stops and PUT /api/stops/{id}. */
export function inputOfValues(values: StopFormValues): StopInput {
  const endDate = endsNextDay(values.start, values.end) ? addDays(values.date, 1) : values.date;
  const rrule = rruleFromFields(values.repeat);
  return {
    member_id: Number(values.member_id),
    location_id: Number(values.location_id),
    starts_at: `${values.date}T${values.start}`,
    ends_at: `${endDate}T${values.end}`,
    rrule,
    exdates: rrule ? values.exdates : [],
    note: values.note.trim(),
  };
}

/** The checks the form makes before sending; the API checks everything again. */
export function stopFormErrors(values: StopFormValues): StopFormErrors {
  const errors: StopFormErrors = {};
  if (!values.member_id) errors.member_id = "Choose a member.";
  if (!values.location_id) errors.location_id = "Choose a location.";
  if (!values.date) errors.date = "Choose a date.";
  const clock = (what: string, value: string) =>
    !value
      ? `Enter the ${what} time.`
      : isTimeOfDay(value)
        ? undefined
        : `Enter the ${what} time on the 24-hour clock, like 18:30.`;
  const start = clock("start", values.start);
  const end = clock("end", values.end);
  if (start) errors.start = start;
  if (end) errors.end = end;
  return { ...errors, ...repeatFieldErrors(values.repeat, values.date) };
}

/** The API's 422 fields at the form's fields. */
export function errorsOfApi(fields: Record<string, string>): StopFormErrors {
  const errors: StopFormErrors = {};
  if (fields.member_id) errors.member_id = fields.member_id;
  if (fields.location_id) errors.location_id = fields.location_id;
  if (fields.starts_at) errors.start = fields.starts_at;
  if (fields.ends_at) errors.end = fields.ends_at;
  if (fields.rrule) errors.repeat = fields.rrule;
  if (fields.exdates) errors.exdates = fields.exdates;
  if (fields.note) errors.note = fields.note;
  return errors;
}
