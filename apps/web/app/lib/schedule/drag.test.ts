import type { Stop } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { movePlan } from "./drag.ts";

const series: Stop = {
  id: 7,
  member_id: 3,
  location_id: 4,
  starts_at: "2027-03-02T11:30",
  ends_at: "2027-03-02T14:00",
  rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630",
  exdates: ["2027-03-04"],
  note: "Cash only",
  pending_note: null,
};
const thursday = { date: "2027-03-18", startsAt: "2027-03-18T11:30", endsAt: "2027-03-18T14:00" };

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
    const plan = movePlan(
      series,
      thursday,
      { startsAt: "2027-03-19T12:00", endsAt: "2027-03-19T14:30" },
      "only",
    );
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
    const plan = movePlan(
      series,
      thursday,
      { startsAt: "2027-03-18T13:00", endsAt: "2027-03-18T15:30" },
      "series",
    );
    expect(plan.create).toBeUndefined();
    expect(plan.update.body).toMatchObject({
      starts_at: "2027-03-02T13:00",
      ends_at: "2027-03-02T15:30",
      rrule: series.rrule,
      exdates: ["2027-03-04"],
    });
  });

  it("the whole series a day later: weekdays, UNTIL and cancelled dates move too", () => {
    const plan = movePlan(
      series,
      thursday,
      { startsAt: "2027-03-19T11:30", endsAt: "2027-03-19T14:00" },
      "series",
    );
    expect(plan.update.body).toMatchObject({
      starts_at: "2027-03-03T11:30",
      ends_at: "2027-03-03T14:00",
      rrule: "FREQ=WEEKLY;BYDAY=WE,FR;UNTIL=20270701",
      exdates: ["2027-03-05"],
    });
  });

  it("a resize of the series moves only the end", () => {
    const plan = movePlan(
      series,
      thursday,
      { startsAt: thursday.startsAt, endsAt: "2027-03-18T15:00" },
      "series",
    );
    expect(plan.update.body).toMatchObject({
      starts_at: "2027-03-02T11:30",
      ends_at: "2027-03-02T15:00",
    });
  });
});
