import { type ScheduleOccurrence, wallOf, zoneDate } from "@fooddir/contract";
import type { EventDropArg, EventInput } from "@fullcalendar/core";
import interactionPlugin, { type EventResizeDoneArg } from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useEffect, useMemo, useRef, useState } from "react";
import { GRID_MINUTES, gridDuration } from "../../lib/schedule/drag.ts";
import { calendarNow } from "../../lib/schedule/week-events.ts";
import { ScheduleEventContent } from "./ScheduleEventContent.tsx";
import "./schedule-calendar.css";

export type WeekCalendarProps = {
  events: EventInput[];
  /** The domain's zone: "today", the now line and the first date shown follow its clock. */
  timezone: string;
  /** The clock (milliseconds since the epoch); tests set it, the browser's by default. */
  clock?: () => number;
  /** Narrow screens (375 px) show one day. */
  narrow: boolean;
  /** The local date to open on (none: today). */
  initialDate?: string;
  /** The visible dates [from, to), local dates of the domain. */
  onRange: (range: { from: string; to: string }) => void;
  onOpen: (occurrence: ScheduleOccurrence) => void;
  onMove: (info: EventDropArg | EventResizeDoneArg) => void;
  onSlot: (slot: { startsAt: string; endsAt: string }) => void;
};

const HOURS = { hour: "2-digit", minute: "2-digit", hour12: false } as const;

/**
 * FullCalendar's time grid of every truck (MIT packages). Time zones: the calendar runs with
 * `timeZone="UTC"` and the events carry the domain's wall times without offset, so the grid
 * shows the site's local times exactly as stored, never converted to the browser's zone; every
 * date it hands back (drop, resize, select, the visible range) is read on its UTC face as a
 * wall time again. Its "today" and the now line are the domain's wall clock read the same way
 * (`calendarNow`). FullCalendar reads its `now` option once, when it starts: the calendar is
 * drawn only once the zone is known and starts afresh when the zone changes (`key`).
 */
export default function WeekCalendar(props: WeekCalendarProps) {
  return <ZonedCalendar key={props.timezone} {...props} />;
}

const defaultClock = () => Date.now();

function ZonedCalendar({
  events,
  timezone,
  clock = defaultClock,
  narrow,
  initialDate,
  onRange,
  onOpen,
  onMove,
  onSlot,
}: WeekCalendarProps) {
  const ref = useRef<FullCalendar>(null);
  // One function per zone: a new option on every render would redraw the calendar.
  const now = useMemo(() => () => calendarNow(clock(), timezone), [clock, timezone]);
  // None in the address: the domain's today (the browser's UTC date may be another day).
  const [firstDate] = useState(() => initialDate ?? zoneDate(clock(), timezone));
  useEffect(() => {
    ref.current?.getApi().changeView(narrow ? "timeGridDay" : "timeGridWeek");
  }, [narrow]);
  return (
    <div className="schedule-calendar">
      <FullCalendar
        ref={ref}
        plugins={[timeGridPlugin, interactionPlugin]}
        timeZone="UTC"
        now={now}
        nowIndicator
        initialView={narrow ? "timeGridDay" : "timeGridWeek"}
        initialDate={firstDate}
        headerToolbar={{
          left: "prev,next today",
          center: "title",
          right: "timeGridWeek,timeGridDay",
        }}
        // Words, not FullCalendar's icon font (its icons are role="img" without a name).
        buttonIcons={false}
        buttonText={{ prev: "Previous", next: "Next", today: "Today", week: "Week", day: "Day" }}
        firstDay={1}
        height="auto"
        allDaySlot={false}
        // A busy lunch hour of every truck stacks three deep, then "+N more" opens the rest.
        eventMaxStack={3}
        // FullCalendar draws "+N more" as an <a> without href that expands a popover: a button.
        moreLinkDidMount={(info) => info.el.setAttribute("role", "button")}
        moreLinkContent={(arg) => `+${arg.num} more`}
        moreLinkHint={(num: number) => `Show ${num} more stops`}
        eventContent={(arg) => <ScheduleEventContent arg={arg} />}
        // A drag moves by whole slots from the stop's own start (lib/schedule/drag.ts).
        slotDuration={gridDuration(GRID_MINUTES.slot)}
        snapDuration={gridDuration(GRID_MINUTES.snap)}
        eventTimeFormat={HOURS}
        slotLabelFormat={HOURS}
        events={events}
        editable
        eventDurationEditable
        selectable
        selectMirror
        longPressDelay={400}
        datesSet={(info) =>
          onRange({
            from: wallOf(info.start.getTime()).slice(0, 10),
            to: wallOf(info.end.getTime()).slice(0, 10),
          })
        }
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.extendedProps.occurrence as ScheduleOccurrence);
        }}
        eventDrop={onMove}
        eventResize={onMove}
        select={(info) => {
          info.view.calendar.unselect();
          onSlot({ startsAt: wallOf(info.start.getTime()), endsAt: wallOf(info.end.getTime()) });
        }}
      />
    </div>
  );
}
