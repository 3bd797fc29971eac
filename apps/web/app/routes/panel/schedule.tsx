import type { ScheduleOccurrence, ScheduleStop } from "@fooddir/contract";
import { Button, Skeleton, Stack } from "@mantine/core";
import { useMediaQuery, useMounted } from "@mantine/hooks";
import { IconAlertCircle, IconPlus } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { ListHeader } from "../../components/panel/ListHeader.tsx";
import { LoadError } from "../../components/panel/LoadError.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import {
  CancelDateDialog,
  type CancelTarget,
} from "../../components/schedule/CancelDateDialog.tsx";
import { DeleteSeriesDialog } from "../../components/schedule/DeleteSeriesDialog.tsx";
import { MoveChoiceDialog } from "../../components/schedule/MoveChoiceDialog.tsx";
import { OccurrenceMenu } from "../../components/schedule/OccurrenceMenu.tsx";
import { ScheduleFilters } from "../../components/schedule/ScheduleFilters.tsx";
import { type StopEditing, StopFormModal } from "../../components/schedule/StopFormModal.tsx";
import { formatCount } from "../../lib/content/format.ts";
import { useSiteTimeZone } from "../../lib/content/use-site-time-zone.ts";
import { useMemberMode } from "../../lib/member-mode.ts";
import { useMyListings } from "../../lib/my-truck/use-my-listings.ts";
import { useStopMoves } from "../../lib/schedule/use-stop-moves.ts";
import { useWeekSchedule } from "../../lib/schedule/use-week-schedule.ts";

// FullCalendar is loaded in the browser only (it measures the page), in this screen's chunk.
const WeekCalendar = lazy(() => import("../../components/schedule/WeekCalendar.tsx"));

export function meta() {
  return [{ title: "Schedule" }];
}

export const ErrorBoundary = PanelError;

const calendarSkeleton = <Skeleton h={560} radius="lg" aria-label="Loading the calendar" />;

/**
 * /panel/schedule: the week of every truck; click, drag and resize stops (issue 22 point 6). A
 * vendor's "My schedule": the API answers its own listings' stops only.
 */
export default function SchedulePage() {
  const memberMode = useMemberMode();
  const mine = useMyListings();
  // A vendor keeping one listing adds its stops to it without choosing.
  const only = mine.listings.length === 1 && mine.ids.length === 1 ? mine.listings[0] : null;
  const fixed = memberMode && only ? { id: only.id, title: only.attributes.title } : null;
  const mounted = useMounted();
  const narrow = useMediaQuery("(max-width: 37.5em)") ?? false;
  const week = useWeekSchedule();
  // The calendar's today and now are the domain's clock: it is drawn once the zone is known.
  const site = useSiteTimeZone();
  const timezone = week.timezone ?? (site.loading ? undefined : site.timeZone);
  const moves = useStopMoves(week.stopOf);
  const [opened, setOpened] = useState<ScheduleOccurrence | null>(null);
  const [editing, setEditing] = useState<StopEditing>(null);
  const [cancelling, setCancelling] = useState<CancelTarget>(null);
  const [deleting, setDeleting] = useState<ScheduleStop | null>(null);
  const { schedule } = week;

  const count = schedule.isPending
    ? "Loading…"
    : schedule.isError
      ? "Not loaded"
      : `${formatCount(week.count ?? 0, "stop")} shown${week.timezone ? `, times in ${week.timezone}` : ""}`;

  return (
    <Stack gap="lg">
      <ListHeader
        title={memberMode ? "My schedule" : "Schedule"}
        count={count}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ stop: null })}>
            Add stop
          </Button>
        }
      />
      <ScheduleFilters
        value={week.filter}
        onChange={week.setFilter}
        memberFilter={!memberMode || mine.ids.length > 1}
      />
      {schedule.isError ? (
        <LoadError
          title="Not loaded"
          icon={<IconAlertCircle size={18} />}
          retrying={schedule.isFetching}
          onRetry={() => void schedule.refetch()}
        >
          The schedule could not be loaded.
        </LoadError>
      ) : null}
      {mounted && timezone ? (
        <Suspense fallback={calendarSkeleton}>
          <WeekCalendar
            events={week.events}
            timezone={timezone}
            narrow={narrow}
            initialDate={week.date}
            onRange={week.setRange}
            onOpen={setOpened}
            onMove={moves.onMove}
            onSlot={(slot) => setEditing({ stop: null, slot })}
          />
        </Suspense>
      ) : (
        calendarSkeleton
      )}

      <OccurrenceMenu
        occurrence={opened}
        stop={opened ? week.stopOf(opened.stop_id) : undefined}
        onClose={() => setOpened(null)}
        onEdit={(stop) => {
          setOpened(null);
          setEditing({ stop });
        }}
        onCancelDate={(stop, o) => {
          setOpened(null);
          setCancelling({ stop, date: o.date, title: o.member.title });
        }}
        onDelete={(stop) => {
          setOpened(null);
          setDeleting(stop);
        }}
      />
      <StopFormModal editing={editing} member={fixed} onClose={() => setEditing(null)} />
      <CancelDateDialog target={cancelling} onClose={() => setCancelling(null)} />
      <DeleteSeriesDialog stop={deleting} onClose={() => setDeleting(null)} />
      <MoveChoiceDialog pending={moves.pending} onChoose={moves.choose} />
    </Stack>
  );
}
