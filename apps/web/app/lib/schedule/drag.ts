import {
  addDays,
  addMinutes,
  daysBetween,
  minutesBetween,
  type Stop,
  type StopInput,
  wallMs,
  wallOf,
} from "@fooddir/contract";
import type { Duration } from "@fullcalendar/core";
import { shiftRrule } from "./rrule-fields.ts";

/**
 * The week grid's slot and the step a drag or resize moves by: one whole slot. FullCalendar
 * moves a dragged event's hit point to the middle of the slot it was grabbed in (its
 * `useEventCenter`); with 15-minute snaps in 30-minute slots that middle is the start of the
 * second snap, so a stop grabbed in its first quarter hour landed 15 minutes later (issue 38
 * point 3). With the snap equal to the slot the middle lies in the grabbed step, and a drag
 * moves the stop by whole slots from its own start: 11:00-14:00 stays 11:00-14:00 a day later.
 * A quarter-hour time is set in the stop's form.
 */
export const GRID_MINUTES = { slot: 30, snap: 30 } as const;

/** `minutes` as FullCalendar's duration text `00:30:00`. */
export const gridDuration = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00`;

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

/** FullCalendar's delta of a drop or resize: whole months and days, then milliseconds. */
type Delta = Pick<Duration, "years" | "months" | "days" | "milliseconds">;

function shifted(wall: string, delta: Delta | undefined): string {
  if (!delta) return wall;
  const date = new Date(wallMs(wall));
  date.setUTCMonth(date.getUTCMonth() + delta.years * 12 + delta.months);
  return wallOf(date.getTime() + delta.days * 86_400_000 + delta.milliseconds);
}

/**
 * The wall times a drop or resize proposes: the occurrence's own stored wall times moved by
 * FullCalendar's deltas (a drop's `delta` moves both ends, a resize's `startDelta` and
 * `endDelta` one each), never the calendar's dates, so nothing is rounded or read in a zone.
 */
export function droppedTo(
  occurrence: Pick<MovedOccurrence, "startsAt" | "endsAt">,
  change: { delta?: Delta; startDelta?: Delta; endDelta?: Delta },
): { startsAt: string; endsAt: string } {
  return {
    startsAt: shifted(shifted(occurrence.startsAt, change.delta), change.startDelta),
    endsAt: shifted(shifted(occurrence.endsAt, change.delta), change.endDelta),
  };
}

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
