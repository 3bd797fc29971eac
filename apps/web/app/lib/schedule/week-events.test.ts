import type { ScheduleOccurrence } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { weekEvents } from "./week-events.ts";

const occurrence: ScheduleOccurrence = {
  stop_id: 7,
  date: "2027-03-14",
  // The DST change day in Los Angeles: the offsets differ, the wall times are what shows.
  starts_at: "2027-03-14T01:30:00-08:00",
  ends_at: "2027-03-14T04:00:00-07:00",
  recurring: true,
  open_now: false,
  member: { id: 3, title: "Taco Loco", post_status_id: 1 },
  location: { id: 4, name: "Civic Center Plaza" },
  note: "",
};

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
