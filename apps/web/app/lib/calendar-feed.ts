import { type StopSeries, type StopSeriesList, Temporal } from "@fooddir/contract";
import { ICalCalendar } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { absoluteUrl } from "./seo.ts";

/**
 * The calendar feeds of contract.md "Where the trucks are" (RFC 5545): `/calendar.ics` holds
 * every stop of the site, `/calendar/{member-url}.ics` one member's. One VEVENT per stop (a
 * series is one event with its RRULE and EXDATEs, not its expanded occurrences), times as the
 * stop stores them (local wall times) with the TZID of the domain's zone, whose VTIMEZONE the
 * feed carries. Pure: the route reads the site and GET /api/stops/series.
 */

export { CALENDAR_FEED_PATH, memberCalendarPath } from "./calendar-links.ts";
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

export interface CalendarFeedInput {
  site: { name: string; origin: string };
  /** The domain's zone and its stops (GET /api/stops/series). */
  stops: StopSeriesList;
  /** Set for a member's feed: its name leads the calendar's name. */
  member?: { title: string } | null;
}

/** "Taco Loco - Bay Food Trucks" for a member's feed, else the site's name. */
export function calendarName(siteName: string, memberTitle?: string | null): string {
  const site = siteName.trim();
  const member = memberTitle?.trim();
  if (!member) return site || "Calendar";
  return site ? `${member} - ${site}` : member;
}

/** A file name for Content-Disposition: the calendar's name without quotes or path signs. */
export function calendarFileName(name: string): string {
  const safe = name
    .normalize("NFKD")
    .replace(/[^\w .-]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return `${safe || "calendar"}.ics`;
}

/**
 * The zone's VTIMEZONE (timezones-ical-library) and the TZID it declares, which every time of
 * the feed must name ("UTC" is declared as "Etc/UTC"). A zone the library does not know keeps
 * its IANA name without a VTIMEZONE (calendar apps know IANA names).
 */
export function zoneBlock(timeZone: string): { tzid: string; vtimezone: string | null } {
  const found = tzlib_get_ical_block(timeZone);
  if (Array.isArray(found) && found[0] && found[1]?.startsWith("TZID=")) {
    return { tzid: found[1].slice("TZID=".length), vtimezone: found[0] };
  }
  return { tzid: timeZone, vtimezone: null };
}

/** "2027-03-17" + "11:30:00" -> "20270317T113000". */
const icalLocal = (date: string, time: Temporal.PlainTime) =>
  `${date.replace(/-/g, "")}T${time.toString({ smallestUnit: "second" }).replace(/:/g, "")}`;

/**
 * RRULE and EXDATE lines of a stop: the rule as the API gives it for a feed (`rrule_ical`,
 * UNTIL in UTC), and each cancelled local date at the stop's start time with the TZID.
 */
function recurrence(stop: StopSeries, tzid: string): string | null {
  if (!stop.rrule_ical) return null;
  const lines = [`RRULE:${stop.rrule_ical}`];
  if (stop.exdates.length > 0) {
    const time = Temporal.PlainDateTime.from(stop.starts_at).toPlainTime();
    const dates = [...stop.exdates].sort().map((date) => icalLocal(date, time));
    lines.push(`EXDATE;TZID=${tzid}:${dates.join(",")}`);
  }
  return lines.join("\n");
}

/** The host of the site (UIDs are `stop-<id>@<host>`: stable across requests and edits). */
function siteHost(origin: string): string {
  try {
    return new URL(origin).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/** The iCalendar text of a feed. */
export function calendarFeed({ site, stops, member }: CalendarFeedInput): string {
  const host = siteHost(site.origin);
  const { tzid, vtimezone } = zoneBlock(stops.timezone);
  const calendar = new ICalCalendar({
    prodId: { company: host, product: "Food truck directory", language: "EN" },
    name: calendarName(site.name, member?.title),
    // No calendar-wide zone: ical-generator would then write DTSTAMP and LAST-MODIFIED as local
    // times; they must be UTC. The events' zone brings its VTIMEZONE.
    timezone: { name: null, generator: () => vtimezone },
    x: [["X-WR-TIMEZONE", tzid]],
  });
  for (const stop of stops.series) {
    const updated = new Date(stop.updated_at);
    calendar.createEvent({
      id: `stop-${stop.id}@${host}`,
      sequence: stop.sequence,
      start: Temporal.PlainDateTime.from(stop.starts_at),
      end: Temporal.PlainDateTime.from(stop.ends_at),
      timezone: tzid,
      repeating: recurrence(stop, tzid),
      summary: `${stop.member.title} at ${stop.location.name}`,
      location: {
        title: stop.location.name,
        address: stop.location.address || undefined,
        geo: { lat: stop.location.lat, lon: stop.location.lng },
      },
      description: stop.note || null,
      url: site.origin ? absoluteUrl(site.origin, stop.member.url) : null,
      stamp: updated,
      lastModified: updated,
    });
  }
  return calendar.toString();
}
