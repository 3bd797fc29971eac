import type { ScheduleStop, StopScheduleQuery } from "@fooddir/contract";
import { useComputedColorScheme } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { scheduleApi, scheduleKeys } from "./api.ts";
import { weekEvents } from "./week-events.ts";

export type WeekFilter = { member: string | null; location: string | null };

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The week view's data: the visible range (set by the calendar) and the filters make one GET
 * /api/stops/schedule; the previous week stays shown while the next one loads. The filters and
 * the first date shown live in the URL (`?member=&location=&date=`), so a reload or a shared
 * link opens the same view.
 */
export function useWeekSchedule() {
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  /** The first date of the week the calendar last reported. */
  const shownFrom = useRef<string | undefined>(undefined);
  const filter: WeekFilter = { member: params.get("member"), location: params.get("location") };
  const dateParam = params.get("date");
  const date = dateParam && LOCAL_DATE.test(dateParam) ? dateParam : undefined;
  // The address this screen last asked for: a change made while the previous one is still on
  // its way (the calendar reports its new week right after a filter is chosen) builds on it,
  // never on the stale address, so neither is lost. Another navigation resets it.
  const search = params.toString();
  const wanted = useRef({ seen: search, next: search });
  if (wanted.current.seen !== search) wanted.current = { seen: search, next: search };
  const setUrl = (values: Record<string, string | null>) => {
    const next = new URLSearchParams(wanted.current.next);
    for (const [name, value] of Object.entries(values)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    wanted.current.next = next.toString();
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const query: StopScheduleQuery | null = range
    ? {
        ...range,
        ...(filter.member ? { member_id: Number(filter.member) } : {}),
        ...(filter.location ? { location_id: Number(filter.location) } : {}),
      }
    : null;
  const schedule = useQuery({
    queryKey: scheduleKeys.schedule(query ?? {}),
    queryFn: () => scheduleApi.schedule(query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const data = schedule.data;
  const stops = useMemo(
    () => new Map<number, ScheduleStop>((data?.stops ?? []).map((s) => [s.id, s])),
    [data],
  );
  const scheme = useComputedColorScheme("light");
  const events = useMemo(() => weekEvents(data?.occurrences ?? [], scheme), [data, scheme]);
  return {
    schedule,
    events,
    stopOf: (id: number) => stops.get(id),
    timezone: data?.timezone,
    count: data?.occurrences.length,
    /** The first date the calendar opens on (the URL's), none: today. */
    date,
    setRange: (next: { from: string; to: string }) => {
      setRange((r) => (r?.from === next.from && r.to === next.to ? r : next));
      // Only a week the editor moved to goes into the address: the week the calendar opens on
      // (today's, or the address's own) leaves it as it is, so a plain link keeps opening on
      // the current week.
      const moved = shownFrom.current !== undefined && shownFrom.current !== next.from;
      shownFrom.current = next.from;
      if (moved && next.from !== dateParam) setUrl({ date: next.from });
    },
    filter,
    setFilter: (next: WeekFilter) => setUrl({ member: next.member, location: next.location }),
  };
}
