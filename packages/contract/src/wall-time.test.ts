import { describe, expect, it } from "vitest";
import {
  addDays,
  addMinutes,
  clockTime,
  dayAndDate,
  daysBetween,
  instantIn,
  longDate,
  monthName,
  nextZoneMidnight,
  startOfZoneDay,
  wallTimeIn,
  weekdayName,
  weekdayOf,
  zoneDate,
} from "./wall-time.ts";
import { Temporal, toInstant, zonePlainDate } from "./wall-time-temporal.ts";

const LA = "America/Los_Angeles";
const NY = "America/New_York";
const AUCKLAND = "Pacific/Auckland";
const at = Date.parse;

describe("an instant as a zone's wall time", () => {
  it("turns the day at the zone's midnight, not UTC's", () => {
    // 23:59 and 00:00 on 5/6 June 2027 in Los Angeles (UTC-7).
    expect(wallTimeIn(at("2027-06-06T06:59:00Z"), LA)).toBe("2027-06-05T23:59");
    expect(wallTimeIn(at("2027-06-06T07:00:00Z"), LA)).toBe("2027-06-06T00:00");
    expect(zoneDate(at("2027-06-06T06:59:59Z"), LA)).toBe("2027-06-05");
    expect(zoneDate(at("2027-06-06T07:00:00Z"), LA)).toBe("2027-06-06");
    // Auckland (UTC+12) is already on the next day.
    expect(wallTimeIn(at("2027-06-05T12:00:00Z"), AUCKLAND)).toBe("2027-06-06T00:00");
    expect(zoneDate(at("2027-06-05T11:59:00Z"), AUCKLAND)).toBe("2027-06-05");
    expect(clockTime(at("2027-06-05T12:05:00Z"), AUCKLAND)).toBe("00:05");
  });

  it("follows both daylight-saving days in Los Angeles", () => {
    // 14 March 2027: 02:00 PST becomes 03:00 PDT.
    expect(wallTimeIn(at("2027-03-14T09:59:00Z"), LA)).toBe("2027-03-14T01:59");
    expect(wallTimeIn(at("2027-03-14T10:00:00Z"), LA)).toBe("2027-03-14T03:00");
    // 7 November 2027: 02:00 PDT becomes 01:00 PST, so 01:30 comes twice.
    expect(wallTimeIn(at("2027-11-07T08:30:00Z"), LA)).toBe("2027-11-07T01:30");
    expect(wallTimeIn(at("2027-11-07T09:30:00Z"), LA)).toBe("2027-11-07T01:30");
  });

  it("reads the same as Temporal", () => {
    const now = at("2027-03-14T10:30:00Z");
    expect(zonePlainDate(now, AUCKLAND).toString()).toBe(zoneDate(now, AUCKLAND));
    expect(toInstant(new Date(now)).epochMilliseconds).toBe(now);
    expect(toInstant(Temporal.Instant.fromEpochMilliseconds(now)).epochMilliseconds).toBe(now);
  });
});

describe("a zone's wall time as an instant", () => {
  it("places midnight and a wall time in zones west and east of UTC", () => {
    expect(instantIn("2027-06-05T18:00", LA)).toBe(at("2027-06-05T18:00:00-07:00"));
    expect(startOfZoneDay("2027-06-06", LA)).toBe(at("2027-06-06T00:00:00-07:00"));
    expect(startOfZoneDay("2027-06-06", AUCKLAND)).toBe(at("2027-06-06T00:00:00+12:00"));
    // Auckland's own daylight saving: 2:00 NZDT becomes 3:00 NZST on 4 April 2027 (it is
    // autumn there), so 02:30 comes twice and means the earlier instant.
    expect(instantIn("2027-04-04T02:30", AUCKLAND)).toBe(at("2027-04-04T02:30:00+13:00"));
    expect(startOfZoneDay("2027-04-05", AUCKLAND)).toBe(at("2027-04-05T00:00:00+12:00"));
  });

  it("on the spring-forward day: midnight keeps the old offset, a gap time moves forward", () => {
    expect(startOfZoneDay("2027-03-14", LA)).toBe(at("2027-03-14T00:00:00-08:00"));
    expect(startOfZoneDay("2027-03-15", LA)).toBe(at("2027-03-15T00:00:00-07:00"));
    expect(instantIn("2027-03-14T02:30", LA)).toBe(at("2027-03-14T03:30:00-07:00"));
    expect(instantIn("2027-03-14T03:00", LA)).toBe(at("2027-03-14T03:00:00-07:00"));
  });

  it("on the fall-back day: a time shown twice is the earlier instant, the day lasts 25 hours", () => {
    expect(instantIn("2027-11-07T01:30", LA)).toBe(at("2027-11-07T01:30:00-07:00"));
    expect(startOfZoneDay("2027-11-08", LA) - startOfZoneDay("2027-11-07", LA)).toBe(
      25 * 3_600_000,
    );
  });

  it("adds days on the clock face across a daylight-saving change", () => {
    const saturday = "2027-03-13T10:00";
    const sunday = addDays(saturday, 1);
    expect(sunday).toBe("2027-03-14T10:00");
    expect(addDays("2027-03-13", 1)).toBe("2027-03-14");
    // The same clock time a day later is only 23 hours later where the clocks went forward.
    expect(instantIn(sunday, LA) - instantIn(saturday, LA)).toBe(23 * 3_600_000);
    expect(addMinutes("2027-03-14T01:30", 60)).toBe("2027-03-14T02:30");
  });

  it("finds the next midnight, also on a daylight-saving day and where midnight is skipped", () => {
    // Moved from the API's nextLocalMidnight tests (occurrences.test.ts).
    expect(nextZoneMidnight(at("2027-03-13T20:00-05:00"), NY)).toBe(at("2027-03-14T05:00:00Z"));
    expect(nextZoneMidnight(at("2027-03-14T20:00-04:00"), NY)).toBe(at("2027-03-15T04:00:00Z"));
    // Havana springs forward at midnight: the day then starts at 01:00.
    expect(nextZoneMidnight(at("2027-03-13T20:00-05:00"), "America/Havana")).toBe(
      at("2027-03-14T05:00:00Z"),
    );
  });
});

describe("month and day names from Intl", () => {
  it("are English by default and follow a locale", () => {
    expect(monthName(1)).toBe("January");
    expect(monthName(9, "short")).toBe("Sep");
    expect(weekdayName(0)).toBe("Sun");
    expect(weekdayName(4, "long")).toBe("Thursday");
    expect(monthName(3, "long", "de")).toBe("März");
    expect(longDate("2027-06-30")).toBe("30 June 2027");
    expect(dayAndDate("2027-03-18T11:30")).toBe("Thu 18 March 2027");
    expect(dayAndDate("2027-03-18", "fr")).toBe("jeu. 18 mars 2027");
  });
});

describe("wall times (from the web's schedule/wall-time.test.ts)", () => {
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

describe("local dates in the site's zone (from the web's stop-times.test.ts)", () => {
  it("reads the local date of an instant, not the UTC one", () => {
    // 03:30 UTC on the 17th is still the evening of the 16th in Los Angeles.
    expect(zoneDate(Date.parse("2027-03-17T03:30:00Z"), LA)).toBe("2027-03-16");
    expect(zoneDate(Date.parse("2027-03-17T03:30:00Z"), "Europe/Berlin")).toBe("2027-03-17");
    expect(addDays("2027-03-31", 1)).toBe("2027-04-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("finds local midnight, on daylight-saving days and where midnight is skipped", () => {
    expect(startOfZoneDay("2027-03-16", LA)).toBe(Date.parse("2027-03-16T00:00:00-07:00"));
    // New York springs forward on 14 March 2027 at 02:00: that midnight is still -05:00.
    expect(startOfZoneDay("2027-03-14", "America/New_York")).toBe(
      Date.parse("2027-03-14T00:00:00-05:00"),
    );
    expect(startOfZoneDay("2027-03-15", "America/New_York")).toBe(
      Date.parse("2027-03-15T00:00:00-04:00"),
    );
    // Havana moves its clocks from 00:00 to 01:00 (8 March 2026): the day begins at 01:00.
    expect(startOfZoneDay("2026-03-08", "America/Havana")).toBe(
      Date.parse("2026-03-08T01:00:00-04:00"),
    );
    expect(nextZoneMidnight(Date.parse("2027-03-16T22:30:00-07:00"), LA)).toBe(
      Date.parse("2027-03-17T00:00:00-07:00"),
    );
    // 23:59 on fall-back eve in New York: the next midnight is 25 hours after the last.
    expect(nextZoneMidnight(Date.parse("2027-11-07T12:00:00-05:00"), "America/New_York")).toBe(
      Date.parse("2027-11-08T00:00:00-05:00"),
    );
  });
});
