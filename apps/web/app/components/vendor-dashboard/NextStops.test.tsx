import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { testOccurrence } from "../../testing/fixtures.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import { NextStops } from "./NextStops.tsx";

// Issue 38 point 4: the vendor's "Next stops" start from the domain's today (its zone's date),
// not the browser's; this machine runs in UTC, a day ahead of Los Angeles at 23:30 there.

const tonight = testOccurrence();

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi({
  "/api/domain-options": { data: { timezone: "America/Los_Angeles" } },
  "/api/stops/schedule": (_path, options) => {
    // Like the API: only the occurrences of the asked window.
    const { from = "", to = "" } = (options.query ?? {}) as { from?: string; to?: string };
    const inWindow = tonight.date >= from && tonight.date <= to;
    return {
      data: { timezone: "America/Los_Angeles", stops: [], occurrences: inWindow ? [tonight] : [] },
    };
  },
});
const asked = () =>
  api.calls.filter((c) => c.path === "/api/stops/schedule").map((c) => c.options.query);

afterEach(cleanup);

describe("the vendor's next stops", () => {
  it("starts from Los Angeles' today at 23:30 there and still lists tonight's stop", async () => {
    renderScreen(<NextStops several={false} clock={() => Date.parse("2027-06-06T06:30:00Z")} />);
    const list = await screen.findByRole("list");
    expect(within(list).getByText("Sat 5 June 2027, 22:00-00:30")).toBeTruthy();
    expect(asked()).toEqual([{ from: "2027-06-05", to: "2027-07-03" }]);
  });
});
