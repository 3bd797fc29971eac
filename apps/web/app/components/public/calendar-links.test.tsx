import { POST_TYPES, type Post } from "@fooddir/contract";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  calendarAddresses,
  calendarFeedLink,
  memberCalendarPath,
} from "../../lib/calendar-links.ts";
import { publicPostMeta } from "../../lib/public-post.ts";
import type { SiteData } from "../../lib/site-data.server.ts";
import { CalendarSubscribe } from "./CalendarSubscribe.tsx";
import { MemberBooking } from "./MemberBooking.tsx";
import { MemberStops } from "./MemberStops.tsx";

// Issue 38 point 7: the calendar feeds and booking are linked where visitors look for them.

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const ORIGIN = "https://bay.example";

describe("links to the calendar feeds", () => {
  it("subscribes with webcal:// and hints the https address of the same feed", () => {
    expect(calendarAddresses(ORIGIN, "/calendar.ics")).toEqual({
      https: "https://bay.example/calendar.ics",
      webcal: "webcal://bay.example/calendar.ics",
    });
    const page = parse(
      renderToString(
        <CalendarSubscribe
          path="/calendar.ics"
          label="Subscribe to the calendar"
          origin={ORIGIN}
        />,
      ),
    );
    const links = [...page.querySelectorAll("a")];
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Subscribe to the calendar", "webcal://bay.example/calendar.ics"],
      ["https://bay.example/calendar.ics", "https://bay.example/calendar.ics"],
    ]);
  });

  it("links the feed's path alone without a public origin", () => {
    const page = parse(
      renderToString(<CalendarSubscribe path="/calendar.ics" label="Subscribe" origin="" />),
    );
    expect([...page.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/calendar.ics",
    ]);
  });

  it("puts a member's own feed under its next stops", () => {
    const page = parse(
      renderToString(
        <MemberStops
          stops={[]}
          timeZone="America/Los_Angeles"
          feed={{ path: memberCalendarPath("/taco-loco"), origin: ORIGIN }}
        />,
      ),
    );
    const subscribe = [...page.querySelectorAll("a")].find(
      (a) => a.textContent === "Subscribe to these stops",
    );
    expect(subscribe?.getAttribute("href")).toBe("webcal://bay.example/calendar/taco-loco.ics");
  });

  it("declares the feed in the head: the site's and a member page's", () => {
    expect(calendarFeedLink(ORIGIN, "/calendar.ics", "Bay calendar")).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        type: "text/calendar",
        title: "Bay calendar",
        href: "https://bay.example/calendar.ics",
      },
    ]);
    const root = { origin: ORIGIN, domain: { name: "Bay" } } as unknown as SiteData;
    const member = {
      post_type_id: POST_TYPES.member,
      attributes: { title: "Taco Loco", url: "taco-loco", description: "" },
      media: { poster: null, logo: null },
    } as unknown as Post;
    expect(publicPostMeta(root, { post: member, isHome: false })).toContainEqual({
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      title: "Taco Loco calendar",
      href: "https://bay.example/calendar/taco-loco.ics",
    });
    const page = { ...member, post_type_id: POST_TYPES.page } as Post;
    const tags = publicPostMeta(root, { post: page, isHome: false });
    expect(tags.some((t) => "type" in t && t.type === "text/calendar")).toBe(false);
  });
});

describe("Book this truck", () => {
  it("links the site's catering form, naming the member", () => {
    const page = parse(renderToString(<MemberBooking href="/weddings" title="Taco Loco" />));
    const link = page.querySelector("a");
    expect(link?.textContent).toBe("Book this truck");
    expect(link?.getAttribute("href")).toBe("/weddings");
    expect(page.body.textContent).toContain("Taco Loco caters events.");
  });

  it("is left out when the member does not cater or the site has no form", () => {
    expect(renderToString(<MemberBooking href={null} title="Taco Loco" />)).toBe("");
  });
});
