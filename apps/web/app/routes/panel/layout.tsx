import { panelSessionSchema, type RoleId } from "@fooddir/contract";
import {
  AppShell,
  Box,
  Burger,
  Group,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconTruck } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import {
  Link,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
} from "react-router";
import { MantineShell } from "../../components/MantineShell.tsx";
import { ColorSchemeControl } from "../../components/panel/ColorSchemeControl.tsx";
import { DomainSwitcher } from "../../components/panel/DomainSwitcher.tsx";
import { NotificationBell } from "../../components/panel/NotificationBell.tsx";
import { PanelAccessGate } from "../../components/panel/PanelAccessGate.tsx";
import { PanelNavSections } from "../../components/panel/PanelNavSections.tsx";
import { UserMenu } from "../../components/panel/UserMenu.tsx";
import { api } from "../../lib/api/browser.ts";
import { LOGIN_PATH, PANEL_SESSION_HEADER, requireSessionCookie } from "../../lib/auth/guard.ts";
import { logout } from "../../lib/auth/logout.ts";
import { signOut } from "../../lib/auth/session-bridge.ts";
import { adoptSession, screenDomainId, tokens } from "../../lib/auth/tokens.ts";
import { useCoreData } from "../../lib/core-data.ts";
import { navigateTo } from "../../lib/navigation/navigate-to.ts";
import { useWaiting } from "../../lib/notifications/use-waiting.ts";
import { type RouteHandle, usesFullWidth } from "../../lib/route-handle.ts";
import type { Route } from "./+types/layout";

export const handle: RouteHandle = { mantine: true };

/** Server side of the `auth` middleware: no token cookie -> /team-login. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    requireSessionCookie(request.headers.get("cookie"));
    return next();
  },
];

/**
 * The session this page was rendered with (decision 017): the server puts it into the request
 * for a top-level navigation only, never into a data request a page script could make.
 */
export function loader({ request }: Route.LoaderArgs) {
  const raw = request.headers.get(PANEL_SESSION_HEADER);
  if (!raw) return { session: null };
  try {
    return { session: panelSessionSchema.parse(JSON.parse(raw)) };
  } catch {
    return { session: null };
  }
}

/**
 * A change of the query string only (a list's filter, the calendar's week, an edit screen's
 * tab) loads nothing: the loader carries a top-level navigation's session only, and a round
 * trip on every filter change made the URL lag behind the screen (a second change before the
 * first landed was written over the stale address and dropped the first).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** Client side of the `auth` middleware, for client navigations into /panel. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    if (!tokens().getAccessToken() && !tokens().getRefreshToken()) throw redirect(LOGIN_PATH);
    await next();
  },
];

export function meta() {
  return [{ title: "Panel" }];
}

export default function PanelLayout({ loaderData }: Route.ComponentProps) {
  // Before any query of this render's children runs.
  if (typeof window !== "undefined") adoptSession(loaderData?.session);
  const [opened, { toggle, close }] = useDisclosure();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The page builder takes the whole window; its navigation opens from the burger.
  const fullWidth = usesFullWidth(useMatches());
  const goToLogin = useCallback(() => navigateTo(LOGIN_PATH, { replace: true }), []);
  const core = useCoreData({ api: api(), tokens: tokens(), onNoSession: goToLogin });
  const { account } = core;
  const roleId = account.data?.role.id as RoleId | undefined;
  const accountLoading = core.session !== "none" && !account.data && !account.isError;
  // What waits for staff: the bell and the section links (never asked for a vendor).
  const waiting = useWaiting({
    roleId,
    domainId: account.data?.active_domain_id,
    ready: core.session === "ready",
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on navigation
  useEffect(() => close(), [pathname]);

  const onLogout = () =>
    logout({ signOut, tokens: tokens(), clearUser: () => queryClient.clear(), go: goToLogin });

  return (
    <MantineShell>
      <AppShell
        header={{ height: 60 }}
        navbar={{
          width: 264,
          breakpoint: "sm",
          collapsed: { mobile: !opened, desktop: fullWidth && !opened },
        }}
        padding={fullWidth ? 0 : { base: "md", sm: "xl" }}
      >
        <AppShell.Header px="md">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom={fullWidth ? undefined : "sm"}
                size="sm"
                aria-label={opened ? "Close navigation" : "Open navigation"}
              />
              {/* Label in Name (WCAG 2.5.3): the name starts with the visible site name. */}
              <UnstyledButton
                component={Link}
                to="/panel"
                aria-label={`${core.domain.data?.name ?? "Panel"}, panel home`}
              >
                <Group gap={8} wrap="nowrap">
                  <ThemeIcon size={30} radius="md" variant="filled" aria-hidden>
                    <IconTruck size={18} />
                  </ThemeIcon>
                  <Title order={2} size="h5" visibleFrom="xs" lineClamp={1}>
                    {core.domain.data?.name ?? "Panel"}
                  </Title>
                </Group>
              </UnstyledButton>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <NotificationBell waiting={waiting} />
              <ColorSchemeControl />
              <UserMenu account={account.data} loading={accountLoading} onLogout={onLogout} />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="md" aria-label="Panel">
          <Stack gap={6} mb="md">
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Domain
            </Text>
            <DomainSwitcher account={account.data} loading={accountLoading} />
          </Stack>
          <AppShell.Section grow component={ScrollArea} mx="-xs" px="xs">
            <Box component="nav" aria-label="Sections">
              <PanelNavSections
                roleId={roleId}
                memberIds={account.data?.member_ids}
                loading={accountLoading}
                counts={waiting.counts}
                onNavigate={close}
              />
            </Box>
          </AppShell.Section>
          <AppShell.Section>
            <Text size="xs" c="dimmed">
              {account.data?.role.name ?? "\u00a0"}
            </Text>
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main bg="var(--mantine-color-body)">
          <Box maw={fullWidth ? undefined : 1200} mx="auto">
            {/* A screen a role may not use shows "no access" whatever address was typed. */}
            <PanelAccessGate pathname={pathname} roleId={roleId} loading={accountLoading}>
              {/* A switch of domain in this tab starts the screen afresh (issue 38). */}
              <Outlet key={screenDomainId() ?? undefined} context={core} />
            </PanelAccessGate>
          </Box>
        </AppShell.Main>
      </AppShell>
    </MantineShell>
  );
}
