import { describe, expect, it } from "vitest";
import { testStoredStop } from "../../testing/fixtures.ts";
import { defaultRepeatFields } from "./rrule-fields.ts";
import {
  endsNextDay,
  errorsOfApi,
  inputOfValues,
  stopFormErrors,
  valuesForNew,
  valuesOfStop,
  withDate,
} from "./stop-form.ts";

describe("stop form values", () => {
  it("an end at or before the start ends the next day", () => {
    expect(endsNextDay("22:00", "02:00")).toBe(true);
    expect(endsNextDay("11:30", "11:30")).toBe(true);
    expect(endsNextDay("11:30", "14:00")).toBe(false);
    const values = {
      ...valuesForNew({ memberId: 3, today: "2027-03-16" }),
      location_id: "4",
      start: "22:00",
      end: "02:00",
    };
    expect(inputOfValues(values)).toEqual({
      member_id: 3,
      location_id: 4,
      starts_at: "2027-03-16T22:00",
      ends_at: "2027-03-17T02:00",
      rrule: null,
      exdates: [],
      note: "",
    });
  });

  it("an existing stop reads into the form and back unchanged", () => {
    const stop = testStoredStop({
      starts_at: "2027-03-02T22:00",
      ends_at: "2027-03-03T02:00",
      note: "Late",
    });
    const { id: _id, pending_note: _waiting, ...input } = stop;
    expect(inputOfValues(valuesOfStop(stop))).toEqual(input);
  });

  it("shows a vendor its note waiting for review, staff the public one", () => {
    const stop = testStoredStop({
      starts_at: "2027-03-02T11:00",
      rrule: null,
      exdates: [],
      pending_note: "Cards too",
    });
    expect(valuesOfStop(stop).note).toBe("Cash only");
    expect(valuesOfStop(stop, { waitingNote: true }).note).toBe("Cards too");
    expect(valuesOfStop({ ...stop, pending_note: null }, { waitingNote: true }).note).toBe(
      "Cash only",
    );
  });

  it("a slot picked in the week prefills the date and times", () => {
    const values = valuesForNew({
      today: "2027-03-16",
      slot: { startsAt: "2027-03-18T17:00", endsAt: "2027-03-18T17:30" },
    });
    expect(values).toMatchObject({
      member_id: null,
      date: "2027-03-18",
      start: "17:00",
      end: "17:30",
    });
    expect(values.repeat).toEqual(defaultRepeatFields("2027-03-18"));
  });

  it("the weekdays follow the date until a weekly rule is chosen", () => {
    const fresh = valuesForNew({ today: "2027-03-18" });
    expect(fresh.repeat.byDay).toEqual(["TH"]);
    const moved = withDate(fresh, "2027-03-16");
    expect(moved.repeat.byDay).toEqual(["TU"]);
    const weekly = {
      ...moved,
      repeat: { ...moved.repeat, repeat: "weekly" as const, byDay: ["MO" as const] },
    };
    expect(withDate(weekly, "2027-03-17").repeat.byDay).toEqual(["MO"]);
  });

  it("checks the required fields and maps the API's 422 to the fields", () => {
    const errors = stopFormErrors(valuesForNew({ today: "2027-03-16" }));
    expect(Object.keys(errors).sort()).toEqual(["location_id", "member_id"]);
    const twelveHour = { ...valuesForNew({ today: "2027-03-16" }), start: "05:00 PM", end: "" };
    expect(stopFormErrors(twelveHour)).toMatchObject({
      start: "Enter the start time on the 24-hour clock, like 18:30.",
      end: "Enter the end time.",
    });
    expect(
      errorsOfApi({ starts_at: "No such time", rrule: "Bad rule", location_id: "Choose" }),
    ).toEqual({ start: "No such time", repeat: "Bad rule", location_id: "Choose" });
  });
});
