import { dayAndDate } from "@fooddir/contract";
import { Stack, Text } from "@mantine/core";
import { hoursOf } from "../../lib/schedule/summary.ts";
import type { Clock } from "../../lib/schedule/use-zone-today.ts";
import { useNextStops } from "../../lib/vendor-dashboard/queries.ts";
import { DashboardCard, queryCardState } from "./DashboardCard.tsx";

/** The vendor's next stops (times in the domain's zone), linked to My schedule. */
export function NextStops({ several, clock }: { several: boolean; clock?: Clock }) {
  const { schedule, next } = useNextStops(clock);
  return (
    <DashboardCard
      title="Next stops"
      to="/panel/schedule"
      linkLabel="My schedule"
      {...queryCardState(schedule, "Your stops could not be loaded")}
    >
      {next.length === 0 ? (
        <Text size="sm" c="dimmed">
          No stops in the next 4 weeks. Add where and when you serve in My schedule.
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {next.map((o) => (
            <li key={`${o.stop_id}-${o.date}`}>
              <Text size="sm" fw={600}>
                {dayAndDate(o.date)}, {hoursOf(o.starts_at, o.ends_at)}
              </Text>
              <Text size="xs" c="dimmed">
                {o.location.name}
                {several ? ` · ${o.member.title}` : ""}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {schedule.data ? (
        <Text size="xs" c="dimmed" mt="sm">
          Times in {schedule.data.timezone}
        </Text>
      ) : null}
    </DashboardCard>
  );
}
