import type { ScheduleStop, StopScheduleQuery } from "@fooddir/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { scheduleApi, scheduleKeys } from "./api.ts";
import { weekEvents } from "./week-events.ts";

export type WeekFilter = { member: string | null; location: string | null };

/**
 * The week view's data: the visible range (set by the calendar) and the filters make one GET
 * /api/stops/schedule; the previous week stays shown while the next one loads.
 */
export function useWeekSchedule() {
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [filter, setFilter] = useState<WeekFilter>({ member: null, location: null });
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
  const events = useMemo(() => weekEvents(data?.occurrences ?? []), [data]);
  return {
    schedule,
    events,
    stopOf: (id: number) => stops.get(id),
    timezone: data?.timezone,
    count: data?.occurrences.length,
    setRange: (next: { from: string; to: string }) =>
      setRange((r) => (r?.from === next.from && r.to === next.to ? r : next)),
    filter,
    setFilter,
  };
}
