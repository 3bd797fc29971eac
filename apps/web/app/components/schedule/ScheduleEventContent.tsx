import type { ScheduleOccurrence } from "@fooddir/contract";
import type { EventContentArg } from "@fullcalendar/core";
import { eventTitle, truckName } from "../../lib/schedule/week-events.ts";

/**
 * A stop in the week view and in the "+N more" list: the truck's name first, its place second,
 * then the times; each line is cut with an ellipsis when the column is narrow, and the whole
 * text is the tooltip. A slot being picked (no stop yet) shows its times only.
 */
export function ScheduleEventContent({ arg }: { arg: EventContentArg }) {
  const o = arg.event.extendedProps.occurrence as ScheduleOccurrence | undefined;
  if (!o) return <span className="schedule-event-time">{arg.timeText}</span>;
  return (
    <span className="schedule-event" title={`${eventTitle(o)}, ${arg.timeText}`}>
      <span className="schedule-event-name">{truckName(o)}</span>{" "}
      <span className="schedule-event-place">{o.location.name}</span>{" "}
      <span className="schedule-event-time">{arg.timeText}</span>
    </span>
  );
}
