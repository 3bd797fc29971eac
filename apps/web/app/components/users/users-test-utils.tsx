import type { UserItem } from "@fooddir/contract";
import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { renderScreen, testAccount } from "../../testing/render-screen.tsx";

/** Shared by the users screen tests: the caller's two sites, two users, and the panel render. */

export const siteAdmin = testAccount();
export const [north, south] = siteAdmin.domains;

/** An editor of South (id 7). */
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

/** The caller (siteAdmin) as the users list returns it. */
export const self: UserItem = {
  ...jane,
  id: siteAdmin.id,
  firstname: siteAdmin.firstname,
  lastname: siteAdmin.lastname,
  email: siteAdmin.email,
  role: siteAdmin.role,
  domains: siteAdmin.domains,
  domain_roles: siteAdmin.domain_roles ?? [],
  two_factor_enabled: true,
};

/**
 * A users screen at `url` under /panel (its route `path`), "users list" at /panel/users
 * when the screen is another one, for the navigation back.
 */
export function renderUsersScreen(
  ui: ReactNode,
  { url, path, account = siteAdmin }: { url: string; path: string; account?: typeof siteAdmin },
) {
  const routes: RouteObject[] =
    path === "users" ? [] : [{ path: "users", element: <p>users list</p> }];
  return renderScreen(ui, { url, path, routes, panel: { account } }).router;
}
