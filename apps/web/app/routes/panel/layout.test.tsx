import { DOMAIN_CHANGED_MESSAGE, DOMAIN_ID_HEADER, type PanelSession } from "@fooddir/contract";
import { MantineProvider } from "@mantine/core";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../lib/notify.ts";
import { createAppQueryClient } from "../../lib/query-client.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import type { Route } from "./+types/layout";
import Dashboard from "./dashboard.tsx";
import PanelLayout from "./layout.tsx";

type Props = Route.ComponentProps;

// Mantine without transitions and portals, as in the other component tests.
vi.mock("../../components/MantineShell.tsx", () => ({
  MantineShell: ({ children }: { children: ReactNode }) => (
    <MantineProvider env="test">{children}</MantineProvider>
  ),
}));

/**
 * Issue 38 point 1: a super admin switches the domain on the dashboard. A stand-in for the API
 * and the session bridge answers like them: the switch ends the old sign-in family (its token
 * gets 401), a renewal answers the cookie's session, and a request whose X-Domain-Id is not
 * the token's domain gets the 409 "changed in another tab".
 */
const DOMAINS = [
  { id: 1, name: "Bay Food Trucks", host: "localhost" },
  { id: 2, name: "Catering Collective", host: "catering.localhost" },
];

const token = (did: number, n: number) =>
  `h.${btoa(JSON.stringify({ sub: 1, did, n })).replaceAll("=", "")}.s`;

function fakeServer() {
  let n = 0;
  let live = { did: 1, access: token(1, n) };
  const headers: (string | null)[] = [];
  const session = (): PanelSession => ({
    access_token: live.access,
    expires_in: 900,
    session_key: `key-${n}`,
  });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    // The bridge is called on the page's own host (a relative address).
    const url = typeof input === "string" ? new URL(input, window.location.href) : input;
    const request = new Request(url, init);
    const { pathname } = new URL(request.url);
    const bearer = request.headers.get("authorization")?.replace("Bearer ", "");
    if (pathname === "/panel/session/switch-domain") {
      if (bearer !== live.access) return json(401, { message: "Unauthenticated." });
      const { domain_id } = (await request.json()) as { domain_id: number };
      n += 1;
      live = { did: domain_id, access: token(domain_id, n) };
      return json(200, { data: session() });
    }
    if (pathname === "/panel/session/refresh") return json(200, { data: session() });
    if (bearer !== live.access) return json(401, { message: "Unauthenticated." });
    const header = request.headers.get(DOMAIN_ID_HEADER);
    headers.push(header);
    if (header !== String(live.did)) return json(409, { message: DOMAIN_CHANGED_MESSAGE });
    const domain = DOMAINS.find((d) => d.id === live.did);
    if (pathname === "/api/account") {
      return json(200, {
        data: {
          id: 1,
          firstname: "Ada",
          lastname: "Admin",
          email: "admin@example.com",
          role: { id: 1, name: "Super admin" },
          domains: DOMAINS,
          active_domain_id: live.did,
          two_factor_enabled: true,
          notify: "immediately",
        },
      });
    }
    if (pathname === "/api/domains/current") {
      return json(200, { data: { ...domain, seo: { title: "", description: "" } } });
    }
    if (pathname === "/api/roles") return json(200, { data: [] });
    if (pathname === "/api/dashboard") {
      return json(200, {
        data: {
          counts: { posts: { "2": live.did * 10 }, media: 0, faqs: 0, submissions: 0 },
          recent_submissions: [],
          recent_edits: [
            {
              id: live.did,
              post_type_id: 2,
              post_status_id: 2,
              title: `${domain?.name} truck`,
              updated_at: "2026-01-01T10:00:00.000Z",
            },
          ],
        },
      });
    }
    return json(404, { message: "Not found." });
  };
  return { fetch, headers, firstSession: session() };
}

/** jsdom draws the whole panel shell: slower than one screen. */
const WAIT = { timeout: 5000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the panel after a domain switch in this tab", () => {
  it("loads the other domain's dashboard, in both directions, without the 'another tab' notice", async () => {
    const server = fakeServer();
    vi.stubGlobal("fetch", vi.fn(server.fetch));
    const warning = vi.spyOn(notify, "warning");
    // The route's loader is bypassed; the layout reads loaderData.
    renderScreen(<PanelLayout {...({ loaderData: { session: server.firstSession } } as Props)} />, {
      url: "/panel",
      path: "/panel",
      children: [{ index: true, element: <Dashboard /> }],
      client: createAppQueryClient(() => {}),
    });
    expect(await screen.findByText("Bay Food Trucks truck", {}, WAIT)).toBeTruthy();

    for (const [to, from] of [
      ["Catering Collective", "Bay Food Trucks"],
      ["Bay Food Trucks", "Catering Collective"],
    ]) {
      fireEvent.click(await screen.findByRole("combobox", { name: "Active domain" }));
      fireEvent.click(await screen.findByRole("option", { name: to }));
      expect(await screen.findByText(`${to} truck`, {}, WAIT)).toBeTruthy();
      await waitFor(() => expect(screen.queryByText(`${from} truck`)).toBeNull());
      expect(screen.queryByText("The dashboard could not be loaded")).toBeNull();
    }
    expect(warning).not.toHaveBeenCalled();
  }, 30_000);
});
