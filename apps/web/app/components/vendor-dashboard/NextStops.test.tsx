import type { ScheduleOccurrence } from "@fooddir/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NextStops } from "./NextStops.tsx";

// Issue 38 point 4: the vendor's "Next stops" start from the domain's today (its zone's date),
// not the browser's; this machine runs in UTC, a day ahead of Los Angeles at 23:30 there.

const asked: unknown[] = [];
const tonight: ScheduleOccurrence = {
  stop_id: 7,
  date: "2027-06-05",
  starts_at: "2027-06-05T22:00:00-07:00",
  ends_at: "2027-06-06T00:30:00-07:00",
  recurring: false,
  open_now: true,
  member: { id: 3, title: "Taco Loco", post_status_id: 1 },
  location: { id: 4, name: "Civic Center Plaza" },
  note: "",
};

vi.mock("../../lib/api/browser.ts", () => ({
  api:
    () =>
    async (path: string, options: { query?: { from: string; to: string } } = {}) => {
      if (path === "/api/domain-options") return { data: { timezone: "America/Los_Angeles" } };
      if (path === "/api/stops/schedule") {
        asked.push(options.query);
        // Like the API: only the occurrences of the asked window.
        const { from = "", to = "" } = options.query ?? {};
        const inWindow = tonight.date >= from && tonight.date <= to;
        return {
          data: {
            timezone: "America/Los_Angeles",
            stops: [],
            occurrences: inWindow ? [tonight] : [],
          },
        };
      }
      throw new Error(`unexpected ${path}`);
    },
}));

afterEach(() => {
  cleanup();
  asked.length = 0;
});

describe("the vendor's next stops", () => {
  it("starts from Los Angeles' today at 23:30 there and still lists tonight's stop", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <NextStops several={false} clock={() => Date.parse("2027-06-06T06:30:00Z")} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const list = await screen.findByRole("list");
    expect(within(list).getByText("Sat 5 June 2027, 22:00-00:30")).toBeTruthy();
    expect(asked).toEqual([{ from: "2027-06-05", to: "2027-07-03" }]);
  });
});
