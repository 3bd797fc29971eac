import { describe, expect, it } from "vitest";
import { addMinutes, daysBetween, longDate, wallTimeIn, weekdayOf } from "./wall-time.ts";

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
