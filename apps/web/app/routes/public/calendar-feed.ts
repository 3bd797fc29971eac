import { calendarFeedResponse } from "../../lib/calendar-feed.server.ts";
import type { Route } from "./+types/calendar-feed";

/**
 * /calendar.ics: every stop of the site as an iCalendar feed (RFC 5545; a resource route: no
 * HTML, cached like a page and dropped with it by the domain's change events).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return (
    (await calendarFeedResponse(context, request)) ?? new Response("Not found.", { status: 404 })
  );
}
