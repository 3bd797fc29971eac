import { SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMyListings } from "../../lib/my-truck/use-my-listings.ts";
import { usePanel } from "../../lib/panel-context.ts";
import { TwoFactorReminder } from "../dashboard/TwoFactorReminder.tsx";
import { ListingList } from "../my-truck/ListingList.tsx";
import { DashboardCard } from "./DashboardCard.tsx";
import { NewestRequests } from "./NewestRequests.tsx";
import { NextStops } from "./NextStops.tsx";

/**
 * A vendor's dashboard (role 4, decision 027): its listing(s) live or waiting for review, its
 * next stops and its newest catering requests, each linked to its section. It never reads the
 * staff dashboard (GET /api/dashboard is closed to vendors).
 */
export function VendorDashboard() {
  const { account, domain } = usePanel();
  const user = account.data;
  const mine = useMyListings();
  const several = mine.ids.length > 1;
  return (
    <Stack gap="xl">
      <div>
        <Title order={1} size="h2">
          Welcome, {user?.firstname}
        </Title>
        <Text c="dimmed" mt={4}>
          {domain.data ? (
            <>
              You keep your listing on <strong>{domain.data.name}</strong>. Your changes go live
              once the association's staff review them.
            </>
          ) : (
            <Skeleton component="span" display="inline-block" h={16} w={260} />
          )}
        </Text>
      </div>
      {user && !user.two_factor_enabled ? <TwoFactorReminder /> : null}
      <DashboardCard
        title={several ? "My listings" : "My truck"}
        to={mine.ids.length === 1 ? `/panel/members/${mine.ids[0]}` : "/panel/my-truck"}
        linkLabel={several ? "All my listings" : "Edit my truck"}
        loading={false}
        error={
          mine.failed
            ? {
                title: "Your listing could not be loaded",
                retry: mine.retry,
                retrying: mine.retrying,
              }
            : null
        }
      >
        {mine.ids.length === 0 && !mine.pending ? (
          <Text size="sm" c="dimmed">
            Your account is not bound to a listing yet. Ask the association's staff to add yours.
          </Text>
        ) : (
          <ListingList listings={mine.listings} loading={mine.pending} expected={mine.ids.length} />
        )}
      </DashboardCard>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <NextStops several={several} />
        <NewestRequests several={several} />
      </SimpleGrid>
    </Stack>
  );
}
