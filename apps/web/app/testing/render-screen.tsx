import type { Account, CurrentDomain, Role } from "@fooddir/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from "react-router";
import type { PanelContext } from "../lib/panel-context.ts";

/**
 * The one render of the web tests (Testing Library's "custom render"): a screen with the app's
 * providers (Mantine, TanStack Query without retries, a memory router) and, for panel screens,
 * the core data the panel layout passes down (`usePanel()`).
 *
 *   renderScreen(<Submissions />, { url: "/panel/submissions?page=2", panel: { account } });
 *
 * Without `panel` the screen is mounted at `path` (default: any path); with it, under /panel's
 * layout outlet, at `path` relative to /panel.
 */

export const TEST_ROLES: Role[] = [
  { id: 1, name: "Super admin" },
  { id: 2, name: "Site admin" },
  { id: 3, name: "Editor" },
  { id: 4, name: "Member" },
];

/** A site admin of two domains ("North" id 1, "South" id 2, active), as GET /api/account returns it. */
export const testAccount = (over: Partial<Account> = {}): Account => ({
  id: 5,
  firstname: "Sam",
  lastname: "Admin",
  email: "sam@example.com",
  role: { id: 2, name: "Site admin" },
  domains: [
    { id: 1, host: "north.test", name: "North" },
    { id: 2, host: "south.test", name: "South" },
  ],
  active_domain_id: 2,
  domain_roles: [
    { domain_id: 1, role_id: 2 },
    { domain_id: 2, role_id: 2 },
  ],
  two_factor_enabled: true,
  notify: "immediately",
  ...over,
});

export type TestPanel = {
  account?: Account;
  domain?: CurrentDomain;
  roles?: Role[];
};

/** The outlet context of the panel layout (lib/panel-context.ts) for a signed-in account. */
export function testPanelContext({ account, domain, roles }: TestPanel = {}): PanelContext {
  return {
    session: "ready",
    account: { data: account ?? testAccount(), isError: false, refetch: () => {} },
    roles: { data: roles ?? TEST_ROLES },
    domain: { data: domain },
  } as unknown as PanelContext;
}

/** A query client for one test: no retries, so an error shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

export type RenderScreenOptions = {
  /** Where the router starts (default "/", or "/panel" with `panel`). */
  url?: string;
  /** The screen's route path (default "*"); under `panel`, relative to /panel. */
  path?: string;
  /** Other routes beside the screen, e.g. the pages its links lead to. */
  routes?: RouteObject[];
  /** Routes under the screen, for a layout that renders an `<Outlet />`. */
  children?: RouteObject[];
  /** Render under the panel layout's outlet with this core data (`true`: the default admin). */
  panel?: TestPanel | true;
  client?: QueryClient;
  /** Mantine's `env="test"` (no transitions); default true. */
  instant?: boolean;
};

export type RenderedScreen = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  client: QueryClient;
};

export function renderScreen(ui: ReactNode, options: RenderScreenOptions = {}): RenderedScreen {
  const { panel, routes = [], children, instant = true } = options;
  const client = options.client ?? testQueryClient();
  const screenRoute: RouteObject = { path: options.path ?? "*", element: ui, children };
  // A child "*" does not match its parent's own URL: /panel itself needs an index route.
  const panelScreen: RouteObject[] = options.path
    ? [screenRoute]
    : [{ index: true, element: ui }, screenRoute];
  const tree: RouteObject[] = panel
    ? [
        {
          path: "/panel",
          element: <Outlet context={testPanelContext(panel === true ? {} : panel)} />,
          children: [...panelScreen, ...routes],
        },
      ]
    : [screenRoute, ...routes];
  const router = createMemoryRouter(tree, {
    initialEntries: [options.url ?? (panel ? "/panel" : "/")],
  });
  const result = render(
    <MantineProvider env={instant ? "test" : "default"}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return Object.assign(result, { router, client });
}

/** An error as ofetch throws it for an API answer with `status` and body `data`. */
export function apiFetchError(status: number, data: unknown = {}) {
  return Object.assign(new Error(String(status)), {
    name: "FetchError",
    status,
    statusCode: status,
    data,
  });
}
