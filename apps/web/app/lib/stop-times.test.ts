import type { StopOccurrence } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { formatDay, groupToday, hoursLabel, nextBoundaryOf } from "./stop-times.ts";

const LA = "America/Los_Angeles";

/** An occurrence as GET /api/stops sends it. */
const stop = (
  stopId: number,
  startsAt: string,
  endsAt: string,
  openNow = false,
): StopOccurrence => ({
  stop_id: stopId,
  starts_at: startsAt,
  ends_at: endsAt,
  open_now: openNow,
  member: { id: 1, title: "Taco Loco", url: "/taco-loco", logo: null },
  location: {
    id: 1,
    name: "Civic Center",
    address: "1 Dr Carlton B Goodlett Pl",
    lat: 37.78,
    lng: -122.42,
  },
  note: "",
});

describe("the groups of /today", () => {
  const now = Date.parse("2027-03-16T12:00:00-07:00"); // noon in Los Angeles

  it("puts each occurrence under open now, later today or tomorrow and leaves out ended ones", () => {
    const ended = stop(1, "2027-03-16T07:00:00-07:00", "2027-03-16T10:00:00-07:00");
    const open = stop(2, "2027-03-16T11:30:00-07:00", "2027-03-16T14:00:00-07:00", true);
    const evening = stop(3, "2027-03-16T18:00:00-07:00", "2027-03-16T21:00:00-07:00");
    const night = stop(4, "2027-03-16T22:00:00-07:00", "2027-03-17T02:00:00-07:00");
    const lunch = stop(5, "2027-03-17T11:30:00-07:00", "2027-03-17T14:00:00-07:00");
    const groups = groupToday([ended, open, evening, night, lunch], now, LA);
    expect(groups.openNow.map((o) => o.stop_id)).toEqual([2]);
    expect(groups.laterToday.map((o) => o.stop_id)).toEqual([3, 4]);
    expect(groups.tomorrow.map((o) => o.stop_id)).toEqual([5]);
  });

  it("across midnight: last night's stop still running is open now, not tomorrow's", () => {
    const after = Date.parse("2027-03-17T01:00:00-07:00");
    const lastNight = stop(4, "2027-03-16T22:00:00-07:00", "2027-03-17T02:00:00-07:00", true);
    const tonight = stop(6, "2027-03-17T22:00:00-07:00", "2027-03-18T02:00:00-07:00");
    const tomorrowNight = stop(7, "2027-03-18T22:00:00-07:00", "2027-03-19T02:00:00-07:00");
    const groups = groupToday([lastNight, tonight, tomorrowNight], after, LA);
    expect(groups.openNow.map((o) => o.stop_id)).toEqual([4]);
    expect(groups.laterToday.map((o) => o.stop_id)).toEqual([6]);
    expect(groups.tomorrow.map((o) => o.stop_id)).toEqual([7]);
  });

  it("reads hours in the site's zone: until the end when open, start-end otherwise", () => {
    const open = stop(2, "2027-03-16T11:30:00-07:00", "2027-03-16T21:00:00-07:00", true);
    expect(hoursLabel(open, LA)).toBe("until 21:00");
    const night = stop(4, "2027-03-16T22:00:00-07:00", "2027-03-17T02:00:00-07:00");
    expect(hoursLabel(night, LA)).toBe("22:00-02:00");
    // The same instants read in another zone are that zone's wall times.
    expect(hoursLabel(night, "America/New_York")).toBe("01:00-05:00");
    expect(hoursLabel(stop(5, "2027-03-17T11:30:00-07:00", "2027-03-17T14:00:00-07:00"), LA)).toBe(
      "11:30-14:00",
    );
    expect(formatDay("2027-03-17T11:30:00-07:00", LA)).toBe("Wednesday 17 March");
  });
});

describe("when a page showing stops goes stale", () => {
  const now = Date.parse("2027-03-16T12:00:00-07:00");

  it("is the next start or end after now among the stops shown", () => {
    const list = [
      stop(1, "2027-03-16T11:30:00-07:00", "2027-03-16T14:00:00-07:00", true),
      stop(2, "2027-03-16T13:00:00-07:00", "2027-03-16T15:00:00-07:00"),
    ];
    expect(nextBoundaryOf(list, now, LA)).toBe(Date.parse("2027-03-16T13:00:00-07:00"));
    expect(nextBoundaryOf(list.slice(0, 1), now, LA)).toBe(Date.parse("2027-03-16T14:00:00-07:00"));
    // A start exactly now is no longer ahead.
    expect(
      nextBoundaryOf([stop(3, "2027-03-16T12:00:00-07:00", "2027-03-16T12:30:00-07:00")], now, LA),
    ).toBe(Date.parse("2027-03-16T12:30:00-07:00"));
  });

  it("is the next local midnight when nothing starts or ends before it", () => {
    const late = Date.parse("2027-03-16T21:30:00-07:00");
    const tomorrow = [stop(5, "2027-03-17T11:30:00-07:00", "2027-03-17T14:00:00-07:00")];
    expect(nextBoundaryOf(tomorrow, late, LA)).toBe(Date.parse("2027-03-17T00:00:00-07:00"));
    // 21:30 in Los Angeles is 05:30 on the 17th in Berlin: its next midnight is the 18th's.
    expect(nextBoundaryOf([], late, "Europe/Berlin")).toBe(Date.parse("2027-03-18T00:00:00+01:00"));
  });
});
