import type { StopSchedule } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { testOccurrence, testStop } from "../../testing/fixtures.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import SchedulePage from "./schedule.tsx";

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));

const schedule: StopSchedule = {
  timezone: "America/Los_Angeles",
  stops: [
    testStop({
      starts_at: "2020-01-01T11:30",
      ends_at: "2020-01-01T14:00",
      rrule: "FREQ=DAILY",
      member: { id: 3, title: "Taco Loco", post_status_id: 2 },
    }),
  ],
  occurrences: [],
};

const { calls } = fakeApi((path, options) => {
  if (options.method) return { data: { id: 99 } };
  if (path === "/api/stops/schedule") {
    // Every day of the asked window has the daily stop.
    const { from } = options.query as { from: string };
    const occurrences = [0, 1, 2].map((i) => {
      const date = new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10);
      return testOccurrence({
        date,
        starts_at: `${date}T11:30:00-08:00`,
        ends_at: `${date}T14:00:00-08:00`,
        recurring: true,
        open_now: false,
        member: schedule.stops[0].member,
      });
    });
    return { data: { ...schedule, occurrences } };
  }
  if (path === "/api/locations") return { data: [] };
  return { data: [], meta: { total: 0 } };
});

afterEach(cleanup);

/** The screen at `url` in a router (its filters and date live in the URL). */
const renderAt = (url: string) =>
  renderScreen(<SchedulePage />, { url, path: "/panel/schedule", instant: false }).router;

describe("the schedule screen", { timeout: 30_000 }, () => {
  it("opens on the URL's date and member, and leaves that address as it was", async () => {
    const router = renderAt("/panel/schedule?date=2027-03-10&member=3");
    await screen.findAllByTitle(/^Taco Loco at Civic Center Plaza/, {}, { timeout: 10_000 });
    const asked = calls.find((c) => c.path === "/api/stops/schedule")?.options.query;
    // The week holding 10 March 2027 (weeks start on Monday), one member's stops.
    expect(asked).toEqual({ from: "2027-03-08", to: "2027-03-15", member_id: 3 });
    // Opening a week is not moving to one: the address is not rewritten to the week's Monday.
    expect(router.state.location.search).toBe("?date=2027-03-10&member=3");
  });

  it("asks the visible week, shows the stops at their wall times and opens one's actions", async () => {
    renderAt("/panel/schedule");
    const events = await screen.findAllByTitle(
      /^Taco Loco at Civic Center Plaza/,
      {},
      { timeout: 10_000 },
    );
    expect(events.length).toBeGreaterThan(0);
    const asked = calls.find((c) => c.path === "/api/stops/schedule")?.options.query as {
      from: string;
      to: string;
    };
    expect(asked.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(asked.to) - Date.parse(asked.from)).toBe(7 * 86_400_000);
    expect(screen.getAllByText("11:30 - 14:00").length).toBeGreaterThan(0);
    expect(screen.getByTestId("list-total").textContent).toContain("America/Los_Angeles");

    const link = events[0].closest<HTMLElement>(".fc-event");
    expect(link?.getAttribute("tabindex")).toBe("0");
    fireEvent.click(link as HTMLElement);
    const menu = await screen.findByRole("dialog", { name: "Taco Loco at Civic Center Plaza" });
    fireEvent.click(within(menu).getByRole("button", { name: "Cancel this date" }));
    const confirm = await screen.findByRole("dialog", { name: /^Cancel / });
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel this date" }));
    await waitFor(() => expect(calls.some((c) => c.options.method === "PUT")).toBe(true));
    const put = calls.find((c) => c.options.method === "PUT");
    expect(put?.path).toBe("/api/stops/7");
    expect(put?.options.body).toMatchObject({ exdates: [asked.from] });
  });
});
