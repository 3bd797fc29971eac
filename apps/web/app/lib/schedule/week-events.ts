import { type ScheduleOccurrence, wallMs, wallTimeIn } from "@fooddir/contract";
import type { EventInput } from "@fullcalendar/core";
import { type ColorScheme, truckColor } from "./truck-colors.ts";

/** The panel's published status; other members are drafts (shown, marked). */
const PUBLISHED = 2;

/** The truck's name as the week shows it ("Taco Loco (draft)"). */
export function truckName(o: ScheduleOccurrence): string {
  const draft = o.member.post_status_id === PUBLISHED ? "" : " (draft)";
  return `${o.member.title || "(untitled)"}${draft}`;
}

/** An event's title: the member, with the location ("Taco Loco at Civic Center Plaza"). */
export function eventTitle(o: ScheduleOccurrence): string {
  return `${truckName(o)} at ${o.location.name}`;
}

/**
 * The week view's events. The calendar runs with `timeZone="UTC"` and each event's start and
 * end are the occurrence's local wall times without offset (`starts_at.slice(0, 16)`), so the
 * grid shows the domain's wall times exactly, whatever the browser's zone. Each truck has its
 * own colour in the panel's scheme (`truck-colors.ts`).
 */
export function weekEvents(
  occurrences: readonly ScheduleOccurrence[],
  scheme: ColorScheme = "light",
): EventInput[] {
  return occurrences.map((o) => {
    const color = truckColor(o.member.id, scheme);
    return {
      id: `${o.stop_id}@${o.date}`,
      title: eventTitle(o),
      start: o.starts_at.slice(0, 16),
      end: o.ends_at.slice(0, 16),
      backgroundColor: color.background,
      borderColor: color.background,
      textColor: color.text,
      extendedProps: { occurrence: o },
      classNames: o.member.post_status_id === PUBLISHED ? [] : ["schedule-event-draft"],
    };
  });
}

/**
 * The week view's "now" (FullCalendar's `now` option): the wall time of the instant `ms` in the
 * domain's zone `timeZone`, as the instant whose UTC face reads it, since the calendar runs in
 * UTC over wall times. Saturday 17:19 in Los Angeles is `…T17:19Z`, not Sunday 00:19 UTC.
 */
export function calendarNow(ms: number, timeZone: string): Date {
  const seconds = ((ms % 60_000) + 60_000) % 60_000;
  return new Date(wallMs(wallTimeIn(ms, timeZone)) + seconds);
}
