import { API_PATHS, type Dashboard as DashboardData, type RoleId } from "@fooddir/contract";
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { RecentEdits, RecentSubmissions } from "../../components/dashboard/RecentLists.tsx";
import { SectionCounts } from "../../components/dashboard/SectionCounts.tsx";
import { TwoFactorReminder } from "../../components/dashboard/TwoFactorReminder.tsx";
import { WaitingTiles } from "../../components/dashboard/WaitingTiles.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { VendorDashboard } from "../../components/vendor-dashboard/VendorDashboard.tsx";
import { api } from "../../lib/api/browser.ts";
import { useMemberMode, usePanelRole } from "../../lib/member-mode.ts";
import { useWaiting } from "../../lib/notifications/use-waiting.ts";
import { usePanel } from "../../lib/panel-context.ts";

export function meta() {
  return [{ title: "Dashboard" }];
}

export const ErrorBoundary = PanelError;

export const dashboardKey = ["dashboard"] as const;

/** /panel: the staff's dashboard, or a vendor's own (role 4: GET /api/dashboard is closed to it). */
export default function Dashboard() {
  return useMemberMode() ? <VendorDashboard /> : <StaffDashboard />;
}

/** Who and where you are, counts per section, recent submissions and edits. */
function StaffDashboard() {
  const { account, domain, session } = usePanel();
  const user = account.data;
  // Asked once the role is known to be staff's.
  const staff = usePanelRole() !== undefined;
  const dashboard = useQuery({
    queryKey: [...dashboardKey, user?.active_domain_id],
    queryFn: async () => (await api()<{ data: DashboardData }>(API_PATHS.dashboard)).data,
    enabled: session === "ready" && staff,
  });
  // The bell's counts (asked again every minute and after writes); the dashboard's own until then.
  const waiting = useWaiting({
    roleId: user?.role.id as RoleId | undefined,
    domainId: user?.active_domain_id,
    ready: session === "ready",
  });
  const loading = session === "checking" || account.isPending || domain.isPending;
  const dataLoading = loading || dashboard.isPending;

  if (account.isError || dashboard.isError) {
    const retry = () => (account.isError ? account.refetch() : dashboard.refetch());
    return (
      <Alert color="red" variant="light" title="The dashboard could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Check your connection and try again.</Text>
          <Button size="xs" variant="light" color="red" onClick={() => retry()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="xl">
      <div>
        {loading ? (
          <Skeleton h={34} w={320} maw="100%" />
        ) : (
          <Title order={1} size="h2">
            Welcome, {user?.firstname}
          </Title>
        )}
        <Text c="dimmed" mt={4}>
          {loading ? (
            <Skeleton component="span" display="inline-block" h={16} w={260} />
          ) : (
            <>
              You are managing <strong>{domain.data?.name ?? "your site"}</strong> (
              {domain.data?.host}) as <strong>{user?.role.name}</strong>.
            </>
          )}
        </Text>
      </div>
      {user && !user.two_factor_enabled ? <TwoFactorReminder /> : null}
      <WaitingTiles
        counts={waiting.counts ?? dashboard.data?.notifications}
        loading={dataLoading || waiting.loading}
        failed={waiting.failed}
      />
      <SectionCounts counts={dashboard.data?.counts} loading={dataLoading} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RecentSubmissions data={dashboard.data} loading={dataLoading} />
        <RecentEdits data={dashboard.data} loading={dataLoading} />
      </SimpleGrid>
    </Stack>
  );
}
