// @vitest-environment node
import { createRequire } from "node:module";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TUE_THU_LUNCH_STARTS } from "../app/testing/fixtures.ts";
import { startSiteServer } from "./testing/site-server.ts";

/**
 * What the built server answers to a request, checked without a browser (moved from e2e, where
 * each of these ran in Chromium but read only status codes, headers and bodies): the panel's
 * isolation headers (issue 28 H1, from session-isolation.spec.ts), the blog's Atom feed (issue
 * 27 point 5, from blog.spec.ts), and a member's catering contact email kept off every public
 * page, feed and read (issue 23, from catering.spec.ts); and the calendar feeds (contract.md
 * "Where the trucks are", issue 22 point 3, all of calendar-feed.spec.ts): a recurring stop made
 * through the API shows in /calendar.ics and in its member's /calendar/{member-url}.ics as one
 * event with its stable UID, RRULE, EXDATE and the zone's VTIMEZONE; an edit bumps SEQUENCE; an
 * unknown member's feed is the site's 404 page. Read as a calendar app reads it (ical.js).
 */

/** The demo site's public origin (the links its pages and feeds write). */
const ORIGIN = "http://localhost:3000";

type Member = { id: number; title: string; url: string };
type BlogPost = { id: number; attributes: { title: string; url: string } };
type CateringMember = {
  id: number;
  attributes: { title: string; url: string };
  catering?: { contact_email: string } | null;
};

/** jsdom's DOMParser, a strict XML parser as a feed reader's (jsdom has no type declarations). */
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};
const XmlParser = new JSDOM().window.DOMParser;
/** Each test renders pages and feeds for the first time (cold caches on a shared machine). */
const SLOW = 30_000;

let site: Awaited<ReturnType<typeof startSiteServer>>;
/** The calendar feeds' member and its recurring stop, made once. */
let member: Member;
let stopId = 0;
let body: Record<string, unknown> = {};
let token = "";

/** An API call as the signed-in admin, with its status (the stop writes are asserted). */
async function call<T>(method: string, target: string, payload?: unknown) {
  const reply = await site.request(method, target, { host: "api.localhost", token, body: payload });
  const data = (JSON.parse(reply.text || "{}") as { data: T }).data;
  return { status: reply.status, text: reply.text, data };
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

beforeAll(async () => {
  site = await startSiteServer("public-reads");
  // The member list as a visitor reads it (no token), as the feeds show it.
  const {
    data: [first],
  } = await publicRead<{ data: { id: number; attributes: { title: string; url: string } }[] }>(
    "/api/posts/by-type?type=2&limit=1&offset=0&sortBy=position&sortDir=asc",
  );
  token = await site.signIn();
  member = { id: first.id, title: first.attributes.title, url: first.attributes.url };
  const place = await call<{ id: number }>("POST", "/api/locations", {
    name: `Feed Plaza ${Date.now()}`,
    address: "1 Market St",
    lat: 37.79,
    lng: -122.39,
  });
  expect(place.status).toBe(201);
  body = {
    member_id: member.id,
    location_id: place.data.id,
    starts_at: "2027-03-02T11:30",
    ends_at: "2027-03-02T14:00",
    rrule: "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270601",
    exdates: ["2027-03-18"],
    note: "E2E feed stop",
  };
  const stop = await call<{ id: number }>("POST", "/api/stops", body);
  expect(stop.status, stop.text).toBe(201);
  stopId = stop.data.id;
}, 120_000);
afterAll(() => site?.close());

/** A read of the API host as a visitor (no token), with its status. */
async function publicRead<T>(target: string) {
  const reply = await site.page(target, { host: "api.localhost" });
  expect(reply.status, target).toBe(200);
  return JSON.parse(reply.text) as T;
}

describe("the panel's isolation (issue 28 H1)", () => {
  it(
    "panel and sign-in pages are isolated from the site's pages",
    async () => {
      for (const path of ["/team-login", "/panel"]) {
        const { headers } = await site.page(path);
        expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
        expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
        expect(headers["x-frame-options"], path).toBe("DENY");
        expect(headers["cache-control"], path).toContain("no-store");
      }
      // Public pages keep the default opener policy: a panel window they open is cut off from them.
      const home = await site.page("/");
      expect(home.headers["cross-origin-opener-policy"]).toBeUndefined();
    },
    SLOW,
  );
});

describe("the blog's feed (issue 27 point 5)", () => {
  it(
    "is Atom with the latest posts",
    async () => {
      const { data: posts, meta } = await publicRead<{ data: BlogPost[]; meta: { total: number } }>(
        "/api/posts/by-type?type=6&sortBy=published_at&sortDir=desc&limit=20&offset=0",
      );
      const response = await site.page("/blog/feed.xml");
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
      const xml = response.text;
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
      );
      expect(xml).toContain(
        `<link rel="self" type="application/atom+xml" href="${ORIGIN}/blog/feed.xml"/>`,
      );
      expect(xml.match(/<entry>/g)).toHaveLength(Math.min(20, meta.total));
      expect(xml).toContain(
        `<link rel="alternate" type="text/html" href="${ORIGIN}/${posts[0].attributes.url}"/>`,
      );
      // A strict XML parser reads it (well-formed).
      const doc = new XmlParser().parseFromString(xml, "application/xml");
      expect(doc.getElementsByTagName("parsererror").length).toBe(0);
      const titles = [...doc.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "entry")].map(
        (e) => e.getElementsByTagName("title")[0]?.textContent,
      );
      expect(titles).toEqual(posts.slice(0, 20).map((p) => p.attributes.title));
    },
    SLOW,
  );
});

describe("a member's catering contact (issue 23)", () => {
  it(
    "shows on no public page, feed or read",
    async () => {
      // Demo catering contacts are `<member-url>@trucks.example.com`; staff reads carry them.
      await site.signIn();
      const members = await site.api<CateringMember[]>(
        "GET",
        "/api/posts/by-type?type=2&limit=100",
      );
      const withContact = members.filter((m) => m.catering?.contact_email);
      expect(withContact.length).toBeGreaterThan(3);
      const member = withContact[0];
      const paths = [
        "/",
        "/members",
        `/${member.attributes.url}`,
        "/today",
        "/calendar.ics",
        `/calendar/${member.attributes.url}.ics`,
        "/sitemap.xml",
        "/blog/feed.xml",
      ];
      for (const p of paths) {
        const page = await site.page(p);
        expect(page.status, p).toBe(200);
        expect(page.text, p).not.toContain("trucks.example.com");
      }
      const read = await site.page(`/api/posts/${member.id}`, { host: "api.localhost" });
      expect(read.text).toContain(member.attributes.url);
      expect(read.text).not.toContain("trucks.example.com");
    },
    SLOW,
  );
});

describe("calendar feeds", () => {
  it(
    "the site's and the member's feeds carry the stop, and an edit shows",
    async () => {
      const uid = `stop-${stopId}@localhost`;
      for (const path of ["/calendar.ics", `/calendar/${member.url}.ics`]) {
        const res = await site.page(path);
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
        expect(starts).toEqual(TUE_THU_LUNCH_STARTS.slice(0, 6));
      }
      const memberFeed = eventsOf((await site.page(`/calendar/${member.url}.ics`)).text);
      expect(memberFeed.calendar.getFirstPropertyValue("x-wr-calname")).toMatch(
        new RegExp(`^${member.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} - `),
      );
      expect(memberFeed.events.every((e) => e.summary.startsWith(`${member.title} at `))).toBe(
        true,
      );

      const before = eventsOf((await site.page("/calendar.ics")).text).events.find(
        (e) => e.uid === uid,
      );
      const edit = await call("PUT", `/api/stops/${stopId}`, {
        ...body,
        note: "E2E feed stop, moved",
      });
      expect(edit.status).toBe(200);
      // The stops write drops the cached feed at once: same UID, a higher SEQUENCE.
      const after = eventsOf((await site.page("/calendar.ics")).text).events.find(
        (e) => e.uid === uid,
      );
      expect(after?.description).toBe("E2E feed stop, moved");
      expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Number.POSITIVE_INFINITY);
    },
    SLOW,
  );

  it(
    "an unknown member's feed is the site's 404 page; other sites never show the stop",
    async () => {
      const res = await site.page("/calendar/no-such-truck-here.ics");
      expect(res.status).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.text).toContain("Page not found");
      const elsewhere = await site.page("/calendar.ics", { host: "catering.localhost" });
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.text).not.toContain(`stop-${stopId}@`);
    },
    SLOW,
  );
});
