import type { ScheduleOccurrence } from "@fooddir/contract";
import type { EventInput } from "@fullcalendar/core";

/** The panel's published status; other members are drafts (shown, marked). */
const PUBLISHED = 2;

/** An event's title: the member, with the location ("Taco Loco at Civic Center Plaza"). */
export function eventTitle(o: ScheduleOccurrence): string {
  const draft = o.member.post_status_id === PUBLISHED ? "" : " (draft)";
  return `${o.member.title || "(untitled)"}${draft} at ${o.location.name}`;
}

/**
 * The week view's events. The calendar runs with `timeZone="UTC"` and each event's start and
 * end are the occurrence's local wall times without offset (`starts_at.slice(0, 16)`), so the
 * grid shows the domain's wall times exactly, whatever the browser's zone.
 */
export function weekEvents(occurrences: readonly ScheduleOccurrence[]): EventInput[] {
  return occurrences.map((o) => ({
    id: `${o.stop_id}@${o.date}`,
    title: eventTitle(o),
    start: o.starts_at.slice(0, 16),
    end: o.ends_at.slice(0, 16),
    extendedProps: { occurrence: o },
    classNames: o.member.post_status_id === PUBLISHED ? [] : ["schedule-event-draft"],
  }));
}
