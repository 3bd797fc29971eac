import { describe, expect, it } from "vitest";
import {
  defaultRepeatFields,
  fieldsFromRrule,
  repeatFieldErrors,
  rruleFromFields,
  shiftRrule,
  weekdayCodeOf,
} from "./rrule-fields.ts";

describe("rrule-fields", () => {
  it("writes weekly Tue+Thu until a date as the API normalizes it", () => {
    const fields = {
      ...defaultRepeatFields("2027-03-16"),
      repeat: "weekly" as const,
      byDay: ["TH" as const, "TU" as const],
      ends: "until" as const,
      until: "2027-06-30",
    };
    expect(rruleFromFields(fields)).toBe("FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630");
  });

  it("writes a daily rule with a count, and an interval of 2", () => {
    const daily = { ...defaultRepeatFields("2027-03-16"), repeat: "daily" as const };
    expect(rruleFromFields({ ...daily, ends: "count", count: 5 })).toBe("FREQ=DAILY;COUNT=5");
    expect(rruleFromFields({ ...daily, interval: 2 })).toBe("FREQ=DAILY;INTERVAL=2");
    const weekly = { ...defaultRepeatFields("2027-03-15"), repeat: "weekly" as const };
    expect(rruleFromFields({ ...weekly, interval: 2 })).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO");
  });

  it("a stop that does not repeat has no rule, whatever the other fields hold", () => {
    expect(rruleFromFields({ ...defaultRepeatFields("2027-03-16"), ends: "count" })).toBeNull();
    expect(fieldsFromRrule(null, "2027-03-16")).toEqual(defaultRepeatFields("2027-03-16"));
  });

  it("reads rules back into the same fields (round trip)", () => {
    for (const rule of [
      "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630",
      "FREQ=DAILY;COUNT=5",
      "FREQ=DAILY;INTERVAL=2",
      "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=12",
    ]) {
      expect(rruleFromFields(fieldsFromRrule(rule, "2027-03-15"))).toBe(rule);
    }
    const read = fieldsFromRrule("RRULE:freq=weekly;byday=th,tu;until=20270630T210000Z", "x");
    expect(read).toMatchObject({ repeat: "weekly", byDay: ["TU", "TH"], until: "2027-06-30" });
  });

  it("a weekly rule without BYDAY repeats on the start's weekday", () => {
    expect(weekdayCodeOf("2027-03-18")).toBe("TH");
    expect(fieldsFromRrule("FREQ=WEEKLY", "2027-03-18").byDay).toEqual(["TH"]);
  });

  it("names what is wrong with the fields", () => {
    const weekly = { ...defaultRepeatFields("2027-03-16"), repeat: "weekly" as const };
    expect(repeatFieldErrors({ ...weekly, byDay: [] }, "2027-03-16").byDay).toMatch(/weekday/);
    expect(
      repeatFieldErrors({ ...weekly, ends: "until", until: "2027-03-01" }, "2027-03-16").until,
    ).toMatch(/on or after/);
    expect(repeatFieldErrors({ ...weekly, ends: "count", count: 0 }, "2027-03-16").count).toBe(
      "Use a whole number from 1 to 1000.",
    );
    expect(repeatFieldErrors({ ...weekly, interval: 53 }, "2027-03-16").interval).toBeDefined();
    expect(repeatFieldErrors(weekly, "2027-03-16")).toEqual({});
  });

  it("moves a series' weekdays and date end with its start", () => {
    expect(shiftRrule("FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630", 1)).toBe(
      "FREQ=WEEKLY;BYDAY=WE,FR;UNTIL=20270701",
    );
    expect(shiftRrule("FREQ=WEEKLY;BYDAY=MO,SU", -1)).toBe("FREQ=WEEKLY;BYDAY=SA,SU");
    expect(shiftRrule("FREQ=DAILY;COUNT=3", 2)).toBe("FREQ=DAILY;COUNT=3");
  });
});
