import { describe, expect, it } from "vitest";
import { testStoredStop } from "../../testing/fixtures.ts";
import { droppedTo, GRID_MINUTES, type MoveChoice, movePlan } from "./drag.ts";

const series = testStoredStop();
const thursday = { date: "2027-03-18", startsAt: "2027-03-18T11:30", endsAt: "2027-03-18T14:00" };

/** The plan for dragging the series' Thursday 18 March to `startsAt`-`endsAt`. */
const moveThursday = (startsAt: string, endsAt: string, choice: MoveChoice) =>
  movePlan(series, thursday, { startsAt, endsAt }, choice);

describe("movePlan (a drag or resize in the week view)", () => {
  it("a one-off stop takes the new wall times", () => {
    const oneOff = { ...series, rrule: null, exdates: [] };
    const plan = movePlan(
      oneOff,
      { date: "2027-03-02", startsAt: oneOff.starts_at, endsAt: oneOff.ends_at },
      { startsAt: "2027-03-03T17:00", endsAt: "2027-03-03T19:30" },
      "series",
    );
    expect(plan.create).toBeUndefined();
    expect(plan.update).toEqual({
      id: 7,
      body: {
        member_id: 3,
        location_id: 4,
        starts_at: "2027-03-03T17:00",
        ends_at: "2027-03-03T19:30",
        rrule: null,
        exdates: [],
        note: "Cash only",
      },
    });
  });

  it("only this date: cancels the date in the series and adds a one-off stop", () => {
    const plan = moveThursday("2027-03-19T12:00", "2027-03-19T14:30", "only");
    expect(plan.update.body).toMatchObject({
      starts_at: "2027-03-02T11:30",
      rrule: series.rrule,
      exdates: ["2027-03-04", "2027-03-18"],
    });
    expect(plan.create).toEqual({
      member_id: 3,
      location_id: 4,
      starts_at: "2027-03-19T12:00",
      ends_at: "2027-03-19T14:30",
      rrule: null,
      note: "Cash only",
    });
  });

  it("the whole series: the stored times move by the same delta", () => {
    const plan = moveThursday("2027-03-18T13:00", "2027-03-18T15:30", "series");
    expect(plan.create).toBeUndefined();
    expect(plan.update.body).toMatchObject({
      starts_at: "2027-03-02T13:00",
      ends_at: "2027-03-02T15:30",
      rrule: series.rrule,
      exdates: ["2027-03-04"],
    });
  });

  it("the whole series a day later: weekdays, UNTIL and cancelled dates move too", () => {
    const plan = moveThursday("2027-03-19T11:30", "2027-03-19T14:00", "series");
    expect(plan.update.body).toMatchObject({
      starts_at: "2027-03-03T11:30",
      ends_at: "2027-03-03T14:00",
      rrule: "FREQ=WEEKLY;BYDAY=WE,FR;UNTIL=20270701",
      exdates: ["2027-03-05"],
    });
  });

  it("a resize of the series moves only the end", () => {
    const plan = moveThursday(thursday.startsAt, "2027-03-18T15:00", "series");
    expect(plan.update.body).toMatchObject({
      starts_at: "2027-03-02T11:30",
      ends_at: "2027-03-02T15:00",
    });
  });
});

/** FullCalendar's duration: whole days and milliseconds in a time grid. */
const duration = (days: number, minutes = 0) => ({
  years: 0,
  months: 0,
  days,
  milliseconds: minutes * 60_000,
});
const monday = { startsAt: "2027-03-15T11:00", endsAt: "2027-03-15T14:00" };

describe("droppedTo (the times a drop or resize proposes, issue 38 point 3)", () => {
  it("a drop straight across to Tuesday keeps 11:00-14:00", () => {
    expect(droppedTo(monday, { delta: duration(1) })).toEqual({
      startsAt: "2027-03-16T11:00",
      endsAt: "2027-03-16T14:00",
    });
  });

  it("moves by whole slots from the stop's own start, a quarter-hour start too", () => {
    const quarter = { startsAt: "2027-03-15T11:15", endsAt: "2027-03-15T14:15" };
    expect(droppedTo(quarter, { delta: duration(2, 90) })).toEqual({
      startsAt: "2027-03-17T12:45",
      endsAt: "2027-03-17T15:45",
    });
  });

  it("a resize moves only the end it was given; across midnight and the DST day alike", () => {
    expect(droppedTo(monday, { startDelta: duration(0), endDelta: duration(0, 30) })).toEqual({
      startsAt: "2027-03-15T11:00",
      endsAt: "2027-03-15T14:30",
    });
    const late = { startsAt: "2027-03-13T22:00", endsAt: "2027-03-14T01:30" };
    expect(droppedTo(late, { delta: duration(0, 60) })).toEqual({
      startsAt: "2027-03-13T23:00",
      endsAt: "2027-03-14T02:30",
    });
  });

  it("FullCalendar's hit point of a drag (the middle of the grabbed slot) is in the grabbed step", () => {
    // FullCalendar (useEventCenter) reads a drag's position at the middle of the slot it was
    // grabbed in, but its first hit at the pointer: both must be the same snap, wherever in the
    // slot the stop is grabbed, or the drop lands a snap away (11:00 became 11:15).
    const snapsPerSlot = GRID_MINUTES.slot / GRID_MINUTES.snap;
    const snapAt = (fraction: number) => Math.floor(fraction * snapsPerSlot);
    for (const grab of [0, 0.1, 0.24, 0.26, 0.5, 0.74, 0.99]) {
      expect(snapAt(grab), `grabbed at ${grab} of the slot`).toBe(snapAt(0.5));
    }
  });
});
