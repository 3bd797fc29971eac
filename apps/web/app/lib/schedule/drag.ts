import type { Stop, StopInput } from "@fooddir/contract";
import { shiftRrule } from "./rrule-fields.ts";
import { addDays, addMinutes, daysBetween, minutesBetween } from "./wall-time.ts";

/** A recurring stop's occurrence was dragged: move that date only, or the whole series. */
export type MoveChoice = "only" | "series";

/** What a drag or resize in the week view asks the API to do. */
export type MovePlan = {
  /** PUT /api/stops/{id} with this body. */
  update: { id: number; body: StopInput };
  /** Then POST /api/stops with this body (a one-off stop at the new time), when any. */
  create?: StopInput;
};

export type MovedOccurrence = {
  /** The local date an EXDATE of the occurrence names. */
  date: string;
  /** Its wall times before the drag, `2027-03-16T11:30`. */
  startsAt: string;
  endsAt: string;
};

/** The body that stores `stop` as it is (PUT takes every field). */
export function inputOfStop(stop: Stop): StopInput {
  return {
    member_id: stop.member_id,
    location_id: stop.location_id,
    starts_at: stop.starts_at,
    ends_at: stop.ends_at,
    rrule: stop.rrule,
    exdates: stop.exdates,
    note: stop.note,
  };
}

const withDate = (dates: readonly string[], date: string) => [...new Set([...dates, date])].sort();

/**
 * The writes that move `occurrence` of `stop` to the wall times `to` (a drag moves both ends
 * by the same amount, a resize only the end). A one-off stop takes the new times. A recurring
 * stop, `only` this date: the date is cancelled in the series and a one-off stop is made at
 * the new time. The whole `series`: its stored start and end move by the same amounts, and
 * when the start's date changes, its weekdays, date UNTIL and cancelled dates move with it.
 */
export function movePlan(
  stop: Stop,
  occurrence: MovedOccurrence,
  to: { startsAt: string; endsAt: string },
  choice: MoveChoice,
): MovePlan {
  const body = inputOfStop(stop);
  if (!stop.rrule) {
    return {
      update: { id: stop.id, body: { ...body, starts_at: to.startsAt, ends_at: to.endsAt } },
    };
  }
  if (choice === "only") {
    return {
      update: { id: stop.id, body: { ...body, exdates: withDate(stop.exdates, occurrence.date) } },
      create: {
        member_id: stop.member_id,
        location_id: stop.location_id,
        starts_at: to.startsAt,
        ends_at: to.endsAt,
        rrule: null,
        note: stop.note,
      },
    };
  }
  const startsAt = addMinutes(stop.starts_at, minutesBetween(occurrence.startsAt, to.startsAt));
  const endsAt = addMinutes(stop.ends_at, minutesBetween(occurrence.endsAt, to.endsAt));
  const days = daysBetween(stop.starts_at, startsAt);
  return {
    update: {
      id: stop.id,
      body: {
        ...body,
        starts_at: startsAt,
        ends_at: endsAt,
        rrule: shiftRrule(stop.rrule, days),
        exdates: stop.exdates.map((d) => addDays(d, days)),
      },
    },
  };
}
