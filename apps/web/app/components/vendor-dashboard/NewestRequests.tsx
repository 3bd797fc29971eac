import { Group, Stack, Text } from "@mantine/core";
import { formatEventDate, formatEventHours } from "../../lib/catering-requests/format.ts";
import { formatCount } from "../../lib/content/format.ts";
import { useNewestRequests } from "../../lib/vendor-dashboard/queries.ts";
import { AnswerBadge } from "../my-catering/AnswerBadge.tsx";
import { DashboardCard, queryCardState } from "./DashboardCard.tsx";

/** The newest catering requests sent to the vendor's listings, linked to My catering requests. */
export function NewestRequests({ several }: { several: boolean }) {
  const { list, newest } = useNewestRequests();
  return (
    <DashboardCard
      title="Newest catering requests"
      to="/panel/my-catering"
      linkLabel="My catering requests"
      {...queryCardState(list, "Your catering requests could not be loaded")}
    >
      {newest.length === 0 ? (
        <Text size="sm" c="dimmed">
          No catering requests yet. When an event matches your catering profile, it shows here.
        </Text>
      ) : (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {newest.map((row) => {
            return (
              <Group
                component="li"
                key={`${row.request.id}-${row.member.id}`}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {formatEventDate(row.request.event_date)}, {formatEventHours(row.request)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatCount(row.request.guests, "guest")}
                    {several ? ` · ${row.member.title}` : ""}
                  </Text>
                </div>
                <AnswerBadge row={row} />
              </Group>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
