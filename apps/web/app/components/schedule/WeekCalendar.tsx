import type { ScheduleOccurrence } from "@fooddir/contract";
import type { EventDropArg, EventInput } from "@fullcalendar/core";
import interactionPlugin, { type EventResizeDoneArg } from "@fullcalendar/interaction";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useEffect, useMemo, useRef } from "react";
import { wallMs, wallOf, wallTimeIn } from "../../lib/schedule/wall-time.ts";
import "./schedule-calendar.css";

export type WeekCalendarProps = {
  events: EventInput[];
  /** The domain's zone, once known: "today" and the now line follow its clock. */
  timezone?: string;
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
 * wall time again. Its "today" and the now line are the domain's wall clock read the same way.
 */
export default function WeekCalendar({
  events,
  timezone,
  narrow,
  initialDate,
  onRange,
  onOpen,
  onMove,
  onSlot,
}: WeekCalendarProps) {
  const ref = useRef<FullCalendar>(null);
  // One function per zone: a new option on every render would redraw the calendar.
  const now = useMemo(
    () => (timezone ? () => new Date(wallMs(wallTimeIn(Date.now(), timezone))) : undefined),
    [timezone],
  );
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
        nowIndicator={Boolean(timezone)}
        initialView={narrow ? "timeGridDay" : "timeGridWeek"}
        initialDate={initialDate}
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
        slotDuration="00:30:00"
        snapDuration="00:15:00"
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
