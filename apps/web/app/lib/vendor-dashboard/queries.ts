import { addDays } from "@fooddir/contract";
import { useQuery } from "@tanstack/react-query";
import { myCateringApi, myCateringKeys } from "../my-catering/api.ts";
import { scheduleApi, scheduleKeys } from "../schedule/api.ts";
import { browserClock, type Clock, useZoneToday } from "../schedule/use-zone-today.ts";

/** How far ahead the vendor's dashboard looks for stops, and how many of each it shows. */
const STOP_WEEKS_AHEAD = 4;
export const NEXT_STOPS_SHOWN = 5;
export const NEWEST_REQUESTS_SHOWN = 3;

/**
 * The vendor's next stops: GET /api/stops/schedule for the coming weeks from the domain's today
 * (its zone's date, not the browser's; asked once that is known; the API scopes it to the
 * vendor's listings), occurrences not over yet, soonest first.
 */
export function useNextStops(clock: Clock = browserClock) {
  const { today } = useZoneToday(clock);
  const query = today ? { from: today, to: addDays(today, STOP_WEEKS_AHEAD * 7) } : null;
  const schedule = useQuery({
    queryKey: scheduleKeys.schedule(query ?? {}),
    queryFn: () => scheduleApi.schedule(query ?? {}),
    enabled: query !== null,
    meta: { silent: true },
  });
  const now = clock();
  const next = (schedule.data?.occurrences ?? [])
    .filter((o) => Date.parse(o.ends_at) > now)
    .slice(0, NEXT_STOPS_SHOWN);
  return { schedule, next };
}

/** The newest catering requests sent to the vendor's listings. */
export function useNewestRequests() {
  const list = useQuery({
    queryKey: myCateringKeys.list,
    queryFn: myCateringApi.list,
    meta: { silent: true },
  });
  return { list, newest: (list.data ?? []).slice(0, NEWEST_REQUESTS_SHOWN) };
}
