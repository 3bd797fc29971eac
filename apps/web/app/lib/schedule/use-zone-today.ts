import { zoneDate } from "@fooddir/contract";
import { useSiteTimeZone } from "../content/use-site-time-zone.ts";

/** Milliseconds since the epoch: the browser's clock by default, tests inject their own. */
export type Clock = () => number;
export const browserClock: Clock = () => Date.now();

/**
 * The panel's "today" for schedules and stops: the date `clock` reads in the domain's zone (the
 * site's `timezone` option), never the browser's, which may already be tomorrow or still be
 * yesterday there. Both are undefined until the zone is known, so nothing asks or defaults a
 * date from the browser's day in the meantime.
 */
export function useZoneToday(clock: Clock = browserClock): {
  timeZone: string | undefined;
  today: string | undefined;
} {
  const site = useSiteTimeZone();
  const timeZone = site.loading ? undefined : site.timeZone;
  return { timeZone, today: timeZone ? zoneDate(clock(), timeZone) : undefined };
}
