import type { NotificationCounts, RoleId } from "@fooddir/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshWaiting, useWaiting } from "../../lib/notifications/use-waiting.ts";
import { fakeApi } from "../../testing/fake-api.ts";
import { NOTHING_WAITING } from "../../testing/fixtures.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import { linkPairs } from "./link-test-utils.ts";
import { NotificationBell } from "./NotificationBell.tsx";
import { PanelNavSections } from "./PanelNavSections.tsx";

let counts: NotificationCounts;

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi(() => ({ data: counts }));
const asked = () => api.calls.map((c) => c.path);

afterEach(cleanup);

const zero = NOTHING_WAITING;

/** The panel header's bell and the navigation, as the layout wires them. */
function Header({ roleId, domainId = 1 }: { roleId: RoleId; domainId?: number }) {
  const waiting = useWaiting({ roleId, domainId, ready: true });
  return (
    <>
      <NotificationBell waiting={waiting} />
      <nav aria-label="Sections">
        <PanelNavSections roleId={roleId} loading={false} counts={waiting.counts} />
      </nav>
    </>
  );
}

let setDomainId: (id: number) => void = () => {};

/** The layout's domain switch around the header. */
function Layout({ roleId }: { roleId: RoleId }) {
  const [domainId, setId] = useState(1);
  setDomainId = setId;
  return <Header roleId={roleId} domainId={domainId} />;
}

function renderHeader(roleId: RoleId) {
  const { router, client } = renderScreen(<Layout roleId={roleId} />, { url: "/panel" });
  /** The layout after a domain switch: the other domain's id. */
  const switchTo = (domainId: number) => act(() => setDomainId(domainId));
  return { router, switchTo, client };
}

const sectionLink = (name: string) =>
  within(screen.getByRole("navigation", { name: "Sections" })).getByRole("link", {
    name: new RegExp(`^${name}`),
  });

describe("the notification bell", () => {
  it("shows staff the total, lists each waiting count with a link, and badges the sections", async () => {
    counts = { ...zero, pending_reviews: 2, new_catering_requests: 3 };
    const { router } = renderHeader(3);
    const bell = await screen.findByRole("button", { name: "Notifications: 5 waiting" });
    expect(bell.parentElement?.textContent).toContain("5");
    expect(asked()).toEqual(["/api/notifications/counts"]);

    expect(sectionLink("Reviews").textContent).toBe("Reviews2 waiting");
    expect(sectionLink("Catering requests").textContent).toBe("Catering requests3 waiting");
    expect(sectionLink("Submissions").textContent).toBe("Submissions");

    fireEvent.click(bell);
    const popup = await screen.findByRole("dialog", { name: "Notifications: 5 waiting" });
    expect(linkPairs(popup)).toEqual([
      ["3 new catering requests", "/panel/catering-requests"],
      ["2 changes to review", "/panel/reviews"],
    ]);
    fireEvent.click(within(popup).getByRole("link", { name: "2 changes to review" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/panel/reviews"));
  });

  it("says when nothing waits", async () => {
    counts = zero;
    renderHeader(1);
    fireEvent.click(await screen.findByRole("button", { name: "Notifications: nothing waiting" }));
    expect(await screen.findByText("Nothing waiting.")).toBeTruthy();
  });

  it("shows the other domain's counts after a domain switch", async () => {
    counts = { ...zero, new_submissions: 1 };
    const { switchTo } = renderHeader(2);
    expect(await screen.findByRole("button", { name: "Notifications: 1 waiting" })).toBeTruthy();
    counts = { ...zero, new_submissions: 7 };
    switchTo(2);
    // Never the old domain's counts, not even while the new ones load.
    expect(screen.queryByRole("button", { name: "Notifications: 1 waiting" })).toBeNull();
    expect(await screen.findByRole("button", { name: "Notifications: 7 waiting" })).toBeTruthy();
    expect(asked()).toEqual(["/api/notifications/counts", "/api/notifications/counts"]);
  });

  it("asks again after a write that changes what waits", async () => {
    counts = { ...zero, new_catering_requests: 2 };
    const { client } = renderHeader(3);
    await screen.findByRole("button", { name: "Notifications: 2 waiting" });
    counts = { ...zero, new_catering_requests: 1 };
    await refreshWaiting(client);
    expect(await screen.findByRole("button", { name: "Notifications: 1 waiting" })).toBeTruthy();
  });

  it("is not there for a vendor, who never asks for the counts", async () => {
    counts = { ...zero, pending_reviews: 4 };
    renderHeader(4);
    expect(await screen.findByRole("link", { name: "My truck" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Notifications/ })).toBeNull();
    expect(asked()).toEqual([]);
  });
});
