import http from "node:http";
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import { PORT } from "../playwright.config.ts";
import { ADMIN, apiCall } from "./helpers.ts";

/**
 * Calendar feeds (contract.md "Where the trucks are", issue 22 point 3): a recurring stop made
 * through the API shows in /calendar.ics and in its member's /calendar/{member-url}.ics as one
 * event with its stable UID, RRULE, EXDATE and the zone's VTIMEZONE; an edit bumps SEQUENCE;
 * an unknown member's feed is the site's 404 page. Read as a calendar app reads it (ical.js).
 */

type Member = { id: number; title: string; url: string };

/** A GET of the public site from the test process, without cookies (node:http). */
function siteGet(
  pathname: string,
  host = "localhost",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method: "GET",
        path: pathname,
        headers: { host: `${host}:${PORT}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end();
  });
}

function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c)),
  };
}

test.describe("calendar feeds", () => {
  let token = "";
  let member: Member;
  let stopId = 0;
  let body: Record<string, unknown> = {};

  test.beforeAll(async () => {
    const login = await apiCall<{ data: { access_token: string } }>("POST", "/api/auth/login", {
      body: { email: ADMIN.email, password: ADMIN.password },
    });
    token = login.body.data.access_token;
    const members = await apiCall<{
      data: { id: number; attributes: { title: string; url: string } }[];
    }>("GET", "/api/posts/by-type?type=2&limit=1&offset=0&sortBy=position&sortDir=asc");
    expect(members.status).toBe(200);
    const [first] = members.body.data;
    member = { id: first.id, title: first.attributes.title, url: first.attributes.url };
    const place = await apiCall<{ data: { id: number } }>("POST", "/api/locations", {
      token,
      body: {
        name: `E2E Feed Plaza ${Date.now()}`,
        address: "1 Market St",
        lat: 37.79,
        lng: -122.39,
      },
    });
    expect(place.status).toBe(201);
    body = {
      member_id: member.id,
      location_id: place.body.data.id,
      starts_at: "2027-03-02T11:30",
      ends_at: "2027-03-02T14:00",
      rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270601",
      exdates: ["2027-03-18"],
      note: "E2E feed stop",
    };
    const stop = await apiCall<{ data: { id: number } }>("POST", "/api/stops", { token, body });
    expect(stop.status, JSON.stringify(stop.body)).toBe(201);
    stopId = stop.body.data.id;
  });

  test.afterAll(async () => {
    if (stopId) await apiCall("DELETE", `/api/stops/${stopId}`, { token });
  });

  test("the site's and the member's feeds carry the stop, and an edit shows", async () => {
    const uid = `stop-${stopId}@localhost`;
    for (const path of ["/calendar.ics", `/calendar/${member.url}.ics`]) {
      const res = await siteGet(path);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^inline; filename=".+\.ics"$/);
      expect(res.headers["set-cookie"]).toBeUndefined();
      const { calendar, events } = eventsOf(res.text);
      expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(
        "America/Los_Angeles",
      );
      const event = events.find((e) => e.uid === uid);
      expect(event, path).toBeTruthy();
      expect(event?.summary).toContain(member.title);
      expect(event?.description).toBe("E2E feed stop");
      expect(event?.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(
        "America/Los_Angeles",
      );
      expect(String(event?.component.getFirstPropertyValue("rrule"))).toContain("FREQ=WEEKLY");
      expect(String(event?.component.getFirstProperty("exdate")?.getFirstValue())).toBe(
        "2027-03-18T11:30:00",
      );
      // The first occurrences a calendar app shows: across the DST change, 18 March cancelled.
      const starts: string[] = [];
      const it = event?.iterator();
      for (let next = it?.next(); next && starts.length < 6; next = it?.next()) {
        starts.push(next.toJSDate().toISOString());
      }
      expect(starts).toEqual([
        "2027-03-02T19:30:00.000Z",
        "2027-03-04T19:30:00.000Z",
        "2027-03-09T19:30:00.000Z",
        "2027-03-11T19:30:00.000Z",
        "2027-03-16T18:30:00.000Z",
        "2027-03-23T18:30:00.000Z",
      ]);
    }
    const memberFeed = eventsOf((await siteGet(`/calendar/${member.url}.ics`)).text);
    expect(memberFeed.calendar.getFirstPropertyValue("x-wr-calname")).toMatch(
      new RegExp(`^${member.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} - `),
    );
    expect(memberFeed.events.every((e) => e.summary.startsWith(`${member.title} at `))).toBe(true);

    const before = eventsOf((await siteGet("/calendar.ics")).text).events.find(
      (e) => e.uid === uid,
    );
    const edit = await apiCall("PUT", `/api/stops/${stopId}`, {
      token,
      body: { ...body, note: "E2E feed stop, moved" },
    });
    expect(edit.status).toBe(200);
    // The stops write drops the cached feed at once: same UID, a higher SEQUENCE.
    const after = eventsOf((await siteGet("/calendar.ics")).text).events.find((e) => e.uid === uid);
    expect(after?.description).toBe("E2E feed stop, moved");
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
  });

  test("an unknown member's feed is the site's 404 page; other sites never show the stop", async () => {
    const res = await siteGet("/calendar/no-such-truck-here.ics");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.text).toContain("Page not found");
    const elsewhere = await siteGet("/calendar.ics", "catering.localhost");
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.text).not.toContain(`stop-${stopId}@`);
  });
});
