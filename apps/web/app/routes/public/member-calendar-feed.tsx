import { calendarFeedResponse } from "../../lib/calendar-feed.server.ts";
import { throwNotFound } from "../../lib/not-found.server.ts";
import type { Route } from "./+types/member-calendar-feed";

/**
 * /calendar/{member-url}.ics: one member's stops as an iCalendar feed (RFC 5545). The route
 * sits in the public layout so that an unknown member is the public 404 page: the middleware
 * answers the feed before any page loader runs, or lets the loader throw the 404, which the
 * layout's error boundary shows in the site's frame. Cached like a page either way.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, params }, next) =>
    (await calendarFeedResponse(context, request, params.member)) ?? next(),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return await throwNotFound(context, request);
}

/** Never shown: the feed is answered by the middleware, and anything else is the 404. */
export default function MemberCalendarFeed() {
  return null;
}
