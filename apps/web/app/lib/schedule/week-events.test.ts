import { zoneDate } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { testOccurrence } from "../../testing/fixtures.ts";
import { calendarNow, weekEvents } from "./week-events.ts";

const occurrence = testOccurrence({
  date: "2027-03-14",
  // The DST change day in Los Angeles: the offsets differ, the wall times are what shows.
  starts_at: "2027-03-14T01:30:00-08:00",
  ends_at: "2027-03-14T04:00:00-07:00",
  recurring: true,
  open_now: false,
});

describe("weekEvents", () => {
  it("places each occurrence at its wall times, titled by member and location", () => {
    expect(weekEvents([occurrence])).toEqual([
      {
        id: "7@2027-03-14",
        title: "Taco Loco (draft) at Civic Center Plaza",
        start: "2027-03-14T01:30",
        end: "2027-03-14T04:00",
        backgroundColor: "#862e9c",
        borderColor: "#862e9c",
        textColor: "#ffffff",
        extendedProps: { occurrence },
        classNames: ["schedule-event-draft"],
      },
    ]);
    const published = { ...occurrence, member: { ...occurrence.member, post_status_id: 2 } };
    expect(weekEvents([published])[0]).toMatchObject({
      title: "Taco Loco at Civic Center Plaza",
      classNames: [],
    });
  });

  it("colours each truck by its member, in the panel's scheme", () => {
    const other = { ...occurrence, member: { ...occurrence.member, id: 4 } };
    const [light, next] = weekEvents([occurrence, other]);
    expect(light.backgroundColor).not.toBe(next.backgroundColor);
    expect(weekEvents([occurrence], "dark")[0]).toMatchObject({
      backgroundColor: "#e599f7",
      textColor: "#1a1b1e",
    });
  });
});

describe("calendarNow (the week view's today and now line, issue 38 point 4)", () => {
  const LA = "America/Los_Angeles";
  const face = (instant: string, zone: string) =>
    calendarNow(Date.parse(instant), zone).toISOString().slice(0, 19);

  it("is the domain's wall clock, not the UTC date: Saturday 17:19 in Los Angeles", () => {
    // 2027-06-05 is a Saturday; 17:19 PDT is already Sunday 00:19 UTC.
    expect(face("2027-06-06T00:19:30Z", LA)).toBe("2027-06-05T17:19:30");
    expect(zoneDate(Date.parse("2027-06-06T00:19:30Z"), LA)).toBe("2027-06-05");
  });

  it("turns the day at the zone's midnight, 23:30 and 00:30 local", () => {
    expect(face("2027-06-06T06:30:00Z", LA)).toBe("2027-06-05T23:30:00");
    expect(face("2027-06-06T07:30:00Z", LA)).toBe("2027-06-06T00:30:00");
    // A zone ahead of UTC: 00:30 in Auckland is still the day before in UTC.
    expect(zoneDate(Date.parse("2027-06-05T12:30:00Z"), "Pacific/Auckland")).toBe("2027-06-06");
    expect(zoneDate(Date.parse("2027-06-05T11:30:00Z"), "Pacific/Auckland")).toBe("2027-06-05");
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
