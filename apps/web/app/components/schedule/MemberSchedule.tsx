import { addDays, type ScheduleStop } from "@fooddir/contract";
import { Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCalendarWeek, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { scheduleApi, scheduleKeys } from "../../lib/schedule/api.ts";
import { browserClock, type Clock, useZoneToday } from "../../lib/schedule/use-zone-today.ts";
import { EmptyState } from "../panel/EmptyState.tsx";
import { LoadError } from "../panel/LoadError.tsx";
import { SectionCard } from "../panel/SectionCard.tsx";
import { CancelDateDialog, type CancelTarget } from "./CancelDateDialog.tsx";
import { MemberStopList } from "./MemberStopList.tsx";
import { NextDatesList } from "./NextDatesList.tsx";
import { type StopEditing, StopFormModal } from "./StopFormModal.tsx";

/** How far ahead the tab lists the next dates (the API expands at most 62 days). */
const WEEKS_AHEAD = 8;
const NEXT_DATES_SHOWN = 12;

type Props = {
  member: { id: number; title: string };
  /** The clock; tests set it, the browser's by default. */
  clock?: Clock;
};

/**
 * A member's Schedule tab: its stops as series and their next dates (drafts may have stops).
 * The dates run from the domain's today (its zone, not the browser's), asked once that is known.
 */
export function MemberSchedule({ member, clock = browserClock }: Props) {
  const [editing, setEditing] = useState<StopEditing>(null);
  const [cancelling, setCancelling] = useState<CancelTarget>(null);
  const { today } = useZoneToday(clock);
  const query = today
    ? { member_id: member.id, from: today, to: addDays(today, WEEKS_AHEAD * 7) }
    : null;
  const schedule = useQuery({
    queryKey: scheduleKeys.schedule(query ?? { member_id: member.id }),
    queryFn: () => scheduleApi.schedule(query ?? { member_id: member.id }),
    enabled: query !== null,
  });
  const stops = schedule.data?.stops ?? [];
  const byId = new Map<number, ScheduleStop>(stops.map((s) => [s.id, s]));
  const now = clock();
  const next = (schedule.data?.occurrences ?? [])
    .filter((o) => Date.parse(o.ends_at) > now)
    .slice(0, NEXT_DATES_SHOWN);

  const add = () => setEditing({ stop: null });
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={add}>
      Add stop
    </Button>
  );

  let content = null;
  if (schedule.isPending) {
    content = <Skeleton h={120} radius="md" aria-label="Loading the schedule" />;
  } else if (schedule.isError) {
    content = (
      <LoadError
        title="Not loaded"
        icon={<IconAlertCircle size={18} />}
        retrying={schedule.isFetching}
        onRetry={() => void schedule.refetch()}
      >
        The schedule of this member could not be loaded.
      </LoadError>
    );
  } else if (stops.length === 0) {
    content = (
      <EmptyState
        compact
        icon={<IconCalendarWeek size={26} />}
        title="No stops yet"
        text="Add where and when this truck serves; visitors see it on /today, on the member's page and in its calendar feed."
        action={addButton}
      />
    );
  } else {
    content = (
      <Stack gap="lg">
        <MemberStopList stops={stops} onEdit={(stop) => setEditing({ stop })} />
        <div>
          <Title order={3} size="h5" mb="xs" id="next-dates-title">
            Next dates
          </Title>
          <NextDatesList
            occurrences={next}
            onCancel={(o) => {
              const stop = byId.get(o.stop_id);
              if (stop) setCancelling({ stop, date: o.date, title: member.title });
            }}
          />
        </div>
      </Stack>
    );
  }

  return (
    <SectionCard labelledBy="member-schedule-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} size="h4" id="member-schedule-title">
              Schedule
            </Title>
            {schedule.data ? (
              <Text size="xs" c="dimmed">
                Times in {schedule.data.timezone}
              </Text>
            ) : null}
          </div>
          {stops.length > 0 ? addButton : null}
        </Group>
        {content}
      </Stack>
      <StopFormModal
        editing={editing}
        member={member}
        clock={clock}
        onClose={() => setEditing(null)}
      />
      <CancelDateDialog target={cancelling} onClose={() => setCancelling(null)} />
    </SectionCard>
  );
}
