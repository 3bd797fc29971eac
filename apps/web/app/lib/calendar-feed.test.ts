import type { StopSeries, StopSeriesList } from "@fooddir/contract";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { expandOccurrences } from "../../../api/src/features/stops/occurrences.ts";
import { STOP_PLACE, TUE_THU_LUNCH_STARTS } from "../testing/fixtures.ts";
import {
  calendarFeed,
  calendarFileName,
  calendarName,
  memberCalendarPath,
} from "./calendar-feed.ts";

// contract.md "Where the trucks are": /calendar.ics and /calendar/{member-url}.ics, read back
// with ical.js as a calendar app would.

const site = { name: "Bay Food Trucks", origin: "https://trucks.example.org" };

const lunch: StopSeries = {
  id: 41,
  starts_at: "2027-03-02T11:30",
  ends_at: "2027-03-02T14:00",
  rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270601",
  rrule_ical: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270602T065959Z",
  exdates: ["2027-03-18"],
  note: "By the fountain; cash, cards",
  sequence: 3,
  updated_at: "2027-03-01T17:45:00.000Z",
  member: { id: 7, title: "Taco Loco", url: "/taco-loco" },
  location: STOP_PLACE,
};
const dinner: StopSeries = {
  ...lunch,
  id: 42,
  starts_at: "2027-03-05T18:00",
  ends_at: "2027-03-05T21:00",
  rrule: null,
  rrule_ical: null,
  exdates: [],
  note: "",
  sequence: 0,
  member: { id: 8, title: "Curry Up", url: "/curry-up" },
};
const stops = (series: StopSeries[], timezone = "America/Los_Angeles"): StopSeriesList => ({
  timezone,
  series,
});

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
  return { calendar, events };
}

/** The first `n` occurrences of an event as UTC ISO instants, EXDATEs applied. */
function firstStarts(event: ICAL.Event, n: number): string[] {
  const out: string[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && out.length < n; next = iterator.next()) {
    out.push(next.toJSDate().toISOString());
  }
  return out;
}

describe("calendarFeed", () => {
  it("is a VCALENDAR named after the site, with the zone's VTIMEZONE", () => {
    const { calendar } = parse(calendarFeed({ site, stops: stops([lunch, dinner]) }));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Bay Food Trucks");
    expect(calendar.getFirstPropertyValue("name")).toBe("Bay Food Trucks");
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("America/Los_Angeles");
    const zones = calendar.getAllSubcomponents("vtimezone");
    expect(zones).toHaveLength(1);
    expect(zones[0].getFirstPropertyValue("tzid")).toBe("America/Los_Angeles");
    const daylight = zones[0].getFirstSubcomponent("daylight");
    const standard = zones[0].getFirstSubcomponent("standard");
    expect(daylight?.getFirstPropertyValue("tzoffsetto")?.toString()).toBe("-07:00");
    expect(standard?.getFirstPropertyValue("tzoffsetto")?.toString()).toBe("-08:00");
  });

  it("writes one event per stop with a stable UID, its place, link and note", () => {
    const text = calendarFeed({ site, stops: stops([lunch, dinner]) });
    const { events } = parse(text);
    expect(events.map((e) => e.uid)).toEqual([
      "stop-41@trucks.example.org",
      "stop-42@trucks.example.org",
    ]);
    // Stable: the same stops give the same UIDs (and the same text) on every request.
    expect(
      parse(calendarFeed({ site, stops: stops([dinner, lunch]) })).events.map((e) => e.uid),
    ).toEqual(["stop-42@trucks.example.org", "stop-41@trucks.example.org"]);
    expect(calendarFeed({ site, stops: stops([lunch, dinner]) })).toBe(text);

    const [event] = events;
    expect(event.summary).toBe("Taco Loco at Civic Center Plaza");
    expect(event.location).toBe("Civic Center Plaza\n1 Dr Carlton B Goodlett Pl, San Francisco");
    expect(event.description).toBe("By the fountain; cash, cards");
    expect(event.component.getFirstPropertyValue("url")).toBe(
      "https://trucks.example.org/taco-loco",
    );
    expect(event.component.getFirstPropertyValue("geo")).toEqual([37.7793, -122.4193]);
    expect(events[1].description ?? "").toBe("");
  });

  it("keeps the stored wall times with the TZID, the RRULE with a UTC UNTIL and the EXDATEs", () => {
    const { events } = parse(calendarFeed({ site, stops: stops([lunch]) }));
    const [event] = events;
    const start = event.component.getFirstProperty("dtstart");
    expect(start?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(event.startDate.toString()).toBe("2027-03-02T11:30:00");
    expect(event.endDate.toString()).toBe("2027-03-02T14:00:00");
    expect(event.component.getFirstProperty("dtend")?.getParameter("tzid")).toBe(
      "America/Los_Angeles",
    );
    const rule = event.component.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.parts.BYDAY).toEqual(["TU", "TH"]);
    expect(rule.until?.toString()).toBe("2027-06-02T06:59:59Z");
    const exdate = event.component.getFirstProperty("exdate");
    expect(exdate?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(String(exdate?.getFirstValue())).toBe("2027-03-18T11:30:00");
  });

  it("expands to the API's occurrences across the March DST change, cancelled date left out", () => {
    const { events } = parse(calendarFeed({ site, stops: stops([lunch]) }));
    const fromFeed = firstStarts(events[0], 8);
    // 11:30 PST (-08:00) before 14 March 2027, 11:30 PDT (-07:00) after; Thursday 18 cancelled.
    expect(fromFeed).toEqual(TUE_THU_LUNCH_STARTS);
    const fromApi = expandOccurrences(
      {
        startsAt: lunch.starts_at,
        endsAt: lunch.ends_at,
        rrule: lunch.rrule,
        exdates: lunch.exdates,
      },
      { from: Date.parse("2027-03-01T00:00:00Z"), to: Date.parse("2027-04-01T00:00:00Z") },
      "America/Los_Angeles",
    ).map((o) => new Date(o.start).toISOString());
    expect(fromFeed).toEqual(fromApi);
    // The last occurrence is the one UNTIL allows: Tuesday 1 June 2027.
    const all = firstStarts(events[0], 100);
    expect(all.at(-1)).toBe("2027-06-01T18:30:00.000Z");
  });

  it("reflects an edit: SEQUENCE, LAST-MODIFIED and DTSTAMP follow the stop", () => {
    const before = parse(calendarFeed({ site, stops: stops([lunch]) })).events[0];
    const edited = { ...lunch, sequence: 4, updated_at: "2027-03-10T08:00:00.000Z" };
    const after = parse(calendarFeed({ site, stops: stops([edited]) })).events[0];
    expect(before.sequence).toBe(3);
    expect(after.sequence).toBe(4);
    expect(after.uid).toBe(before.uid);
    const utc = (event: ICAL.Event, name: string) =>
      (event.component.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
    expect(utc(before, "last-modified")).toBe("2027-03-01T17:45:00.000Z");
    expect(utc(after, "last-modified")).toBe("2027-03-10T08:00:00.000Z");
    expect(utc(after, "dtstamp")).toBe("2027-03-10T08:00:00.000Z");
  });

  it("names a member's feed after the member and the site", () => {
    const { calendar } = parse(
      calendarFeed({ site, stops: stops([lunch]), member: { title: "Taco Loco" } }),
    );
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Taco Loco - Bay Food Trucks");
    expect(calendarName("Bay Food Trucks", "Taco Loco")).toBe("Taco Loco - Bay Food Trucks");
    expect(calendarFileName('Taco "Loco" / Bay')).toBe("Taco Loco Bay.ics");
    expect(memberCalendarPath("/taco-loco")).toBe("/calendar/taco-loco.ics");
  });

  it("declares UTC under the TZID its VTIMEZONE carries", () => {
    const text = calendarFeed({ site, stops: stops([dinner], "UTC") });
    const { calendar, events } = parse(text);
    const tzid = calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid");
    expect(tzid).toBeTruthy();
    expect(events[0].component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(tzid);
    expect(events[0].startDate.toJSDate().toISOString()).toBe("2027-03-05T18:00:00.000Z");
  });

  it("is an empty calendar for a site without stops", () => {
    const { calendar, events } = parse(calendarFeed({ site, stops: stops([]) }));
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Bay Food Trucks");
  });
});
