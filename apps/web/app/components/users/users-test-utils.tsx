import type { Account, UserItem } from "@fooddir/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";

/** Shared by the users screen tests: sample data and a panel-like router. */

export const north = { id: 1, host: "north.test", name: "North" };
export const south = { id: 2, host: "south.test", name: "South" };

export const siteAdmin: Account = {
  id: 5,
  firstname: "Sam",
  lastname: "Admin",
  email: "sam@example.com",
  role: { id: 2, name: "Site admin" },
  domains: [north, south],
  active_domain_id: 2,
  domain_roles: [
    { domain_id: 1, role_id: 2 },
    { domain_id: 2, role_id: 2 },
  ],
  two_factor_enabled: true,
  notify: "immediately",
};

export const roles = [
  { id: 1, name: "Super admin" },
  { id: 2, name: "Site admin" },
  { id: 3, name: "Editor" },
  { id: 4, name: "Member" },
];

export const jane: UserItem = {
  id: 7,
  firstname: "Jane",
  lastname: "Doe",
  email: "jane@example.com",
  role: { id: 3, name: "Editor" },
  domains: [south],
  domain_roles: [{ domain_id: 2, role_id: 3 }],
  member_ids: [],
  other_sites: false,
  two_factor_enabled: false,
  invitation_pending: false,
  pending_email: null,
  disabled: false,
  created_at: "2024-03-04T10:00:00.000Z",
};

export const self: UserItem = {
  ...jane,
  id: 5,
  firstname: "Sam",
  lastname: "Admin",
  email: "sam@example.com",
  role: { id: 2, name: "Site admin" },
  domains: [north, south],
  domain_roles: [
    { domain_id: 1, role_id: 2 },
    { domain_id: 2, role_id: 2 },
  ],
  two_factor_enabled: true,
  invitation_pending: false,
  pending_email: null,
};

export function fetchError(status: number, data: unknown) {
  return Object.assign(new Error(String(status)), { name: "FetchError", status, data });
}

/** Renders `routes` under /panel with the core data the panel layout would pass down. */
export function renderPanel(
  routes: { path: string; element: ReactNode }[],
  url: string,
  account: Account = siteAdmin,
) {
  const context = {
    session: "ready",
    account: { data: account, isError: false, refetch: () => {} },
    roles: { data: roles },
    domain: { data: undefined },
  };
  const router = createMemoryRouter(
    [{ path: "/panel", element: <Outlet context={context} />, children: routes }],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}
