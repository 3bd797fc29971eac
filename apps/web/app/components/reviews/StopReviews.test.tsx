import type { Location, ScheduleStop } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { StopReviews } from "./StopReviews.tsx";

// Issue 37: the review queue's "Spots and stop notes waiting": a vendor's proposed place and a
// vendor's stop note, approved or rejected with one click each.

const mocks = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock("../../lib/notify.ts", () => ({
  notify: { success: mocks.success, error: vi.fn(), dismiss: () => {} },
}));

const spot: Location = {
  id: 5,
  name: "Pier 39 lot",
  address: "2 Pier St",
  lat: 37.8,
  lng: -122.4,
  status: "proposed",
};
const stop: ScheduleStop = {
  id: 9,
  member_id: 3,
  location_id: 4,
  starts_at: "2027-03-17T11:00",
  ends_at: "2027-03-17T14:00",
  rrule: null,
  exdates: [],
  note: "Cash only",
  pending_note: "Cards too",
  member: { id: 3, title: "Taco Loco", post_status_id: 2 },
  location: { id: 4, name: "Civic Center Plaza", address: "" },
};
let waiting = { spots: [spot], notes: [stop] };

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
let failing = false;
const { calls } = fakeApi((path, options) => {
  if (options.method === "POST") return { data: null };
  if (failing) throw apiFetchError(500);
  const list = path === "/api/locations" ? waiting.spots : waiting.notes;
  return { data: list, meta: { total: list.length, limit: list.length, offset: 0 } };
});

afterEach(() => {
  cleanup();
  waiting = { spots: [spot], notes: [stop] };
  failing = false;
});

function renderIt() {
  renderScreen(<StopReviews />);
}

describe("spots and stop notes waiting", () => {
  it("lists a proposed spot and a waiting note, and sends each verdict", async () => {
    renderIt();
    await screen.findByText("New spot: Pier 39 lot");
    // One row each, in a named list under the section's title.
    const section = screen.getByRole("region", { name: "Spots and stop notes waiting" });
    const list = within(section).getByRole("list", { name: "Waiting spots and stop notes" });
    const [spotRow, noteRow] = within(list).getAllByRole("listitem");
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(spotRow.textContent).toContain("New spot: Pier 39 lot");
    expect(within(noteRow).getByText("“Cards too”")).toBeTruthy();
    expect(screen.getByText("The site shows: “Cash only”")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/locations")?.options.query).toEqual({
      status: "proposed",
    });

    fireEvent.click(screen.getByRole("button", { name: "Approve the spot Pier 39 lot" }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/locations/5/approve")).toBe(true),
    );
    await waitFor(() => expect(mocks.success).toHaveBeenCalled());
    fireEvent.click(
      screen.getByRole("button", {
        name: "Reject the note of Taco Loco's stop at Civic Center Plaza",
      }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/stops/9/reject-note")).toBe(true),
    );
  });

  it("asks before rejecting a spot, which removes it with its stops", async () => {
    renderIt();
    fireEvent.click(await screen.findByRole("button", { name: "Reject the spot Pier 39 lot" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the spot Pier 39 lot?" });
    expect(dialog.textContent).toContain("removed with every stop");
    expect(calls.some((c) => c.path === "/api/locations/5/reject")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Reject the spot" }));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/locations/5/reject")).toBe(true));
  });

  it("says when what waits could not be loaded, and loads it again on Retry", async () => {
    failing = true;
    renderIt();
    expect(
      await screen.findByText("The spots and stop notes waiting could not be loaded"),
    ).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("New spot: Pier 39 lot")).toBeTruthy();
  });

  it("shows nothing while nothing waits", async () => {
    waiting = { spots: [], notes: [] };
    renderIt();
    await waitFor(() => expect(calls.length).toBe(2));
    expect(screen.queryByText("Spots and stop notes waiting")).toBeNull();
  });
});
