import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "./seo.ts";

/**
 * Where the calendar feeds are (lib/calendar-feed.ts serves them) and how pages point at them
 * (issue 38): kept apart from the feed's writer so that pages link them without its libraries.
 */

export const CALENDAR_FEED_PATH = "/calendar.ics";

/** The path of a member's feed for the member's public path ("/taco-loco"). */
export const memberCalendarPath = (memberPath: string) =>
  `/calendar/${memberPath.replace(/^\/+|\/+$/g, "")}.ics`;

/**
 * The addresses of a feed: `https` (the feed itself at the site's public origin, or its path
 * without one) and `webcal` (the same address under webcal://, which calendar apps subscribe to;
 * null without an origin).
 */
export function calendarAddresses(
  origin: string,
  path: string,
): { https: string; webcal: string | null } {
  if (!origin) return { https: path, webcal: null };
  const https = absoluteUrl(origin, path);
  return { https, webcal: https.replace(/^https?:\/\//i, "webcal://") };
}

/** `<link rel="alternate" type="text/calendar">` of a page's feed (none without an origin). */
export function calendarFeedLink(origin: string, path: string, title: string): MetaDescriptor[] {
  if (!origin) return [];
  return [
    {
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      title,
      href: absoluteUrl(origin, path),
    },
  ];
}
