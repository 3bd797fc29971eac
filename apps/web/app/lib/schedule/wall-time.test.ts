import { describe, expect, it } from "vitest";
import {
  addMinutes,
  calendarNow,
  daysBetween,
  longDate,
  wallTimeIn,
  weekdayOf,
  zoneToday,
} from "./wall-time.ts";

describe("wall times", () => {
  it("adds minutes on the clock face, across midnight and a DST change day alike", () => {
    expect(addMinutes("2027-03-14T01:30", 60)).toBe("2027-03-14T02:30");
    expect(addMinutes("2027-03-13T23:00", 180)).toBe("2027-03-14T02:00");
    expect(daysBetween("2027-03-13T23:00", "2027-03-14T02:00")).toBe(1);
    expect(weekdayOf("2027-03-14")).toBe(0);
    expect(longDate("2027-06-30")).toBe("30 June 2027");
  });

  it("reads an instant as the wall time of a zone (the calendar's 'now')", () => {
    const instant = Date.parse("2027-03-14T10:30:00Z");
    expect(wallTimeIn(instant, "America/Los_Angeles")).toBe("2027-03-14T03:30");
    expect(wallTimeIn(instant, "UTC")).toBe("2027-03-14T10:30");
  });
});

describe("calendarNow (the week view's today and now line, issue 38 point 4)", () => {
  const LA = "America/Los_Angeles";
  const face = (instant: string, zone: string) =>
    calendarNow(Date.parse(instant), zone).toISOString().slice(0, 19);

  it("is the domain's wall clock, not the UTC date: Saturday 17:19 in Los Angeles", () => {
    // 2027-06-05 is a Saturday; 17:19 PDT is already Sunday 00:19 UTC.
    expect(face("2027-06-06T00:19:30Z", LA)).toBe("2027-06-05T17:19:30");
    expect(zoneToday(Date.parse("2027-06-06T00:19:30Z"), LA)).toBe("2027-06-05");
  });

  it("turns the day at the zone's midnight, 23:30 and 00:30 local", () => {
    expect(face("2027-06-06T06:30:00Z", LA)).toBe("2027-06-05T23:30:00");
    expect(face("2027-06-06T07:30:00Z", LA)).toBe("2027-06-06T00:30:00");
    // A zone ahead of UTC: 00:30 in Auckland is still the day before in UTC.
    expect(zoneToday(Date.parse("2027-06-05T12:30:00Z"), "Pacific/Auckland")).toBe("2027-06-06");
    expect(zoneToday(Date.parse("2027-06-05T11:30:00Z"), "Pacific/Auckland")).toBe("2027-06-05");
  });

  it("follows both daylight-saving change days", () => {
    // 14 March 2027: 02:00 PST becomes 03:00 PDT.
    expect(face("2027-03-14T09:59:00Z", LA)).toBe("2027-03-14T01:59:00");
    expect(face("2027-03-14T10:00:00Z", LA)).toBe("2027-03-14T03:00:00");
    expect(face("2027-03-15T06:30:00Z", LA)).toBe("2027-03-14T23:30:00");
    expect(face("2027-03-15T07:30:00Z", LA)).toBe("2027-03-15T00:30:00");
    // 7 November 2027: 02:00 PDT becomes 01:00 PST.
    expect(face("2027-11-07T08:30:00Z", LA)).toBe("2027-11-07T01:30:00");
    expect(face("2027-11-07T09:30:00Z", LA)).toBe("2027-11-07T01:30:00");
    expect(face("2027-11-08T07:30:00Z", LA)).toBe("2027-11-07T23:30:00");
    expect(face("2027-11-08T08:30:00Z", LA)).toBe("2027-11-08T00:30:00");
  });
});
