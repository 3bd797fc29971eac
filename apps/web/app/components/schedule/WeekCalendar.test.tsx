import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { weekEvents } from "../../lib/schedule/week-events.ts";
import { testOccurrence } from "../../testing/fixtures.ts";
import WeekCalendar, { type WeekCalendarProps } from "./WeekCalendar.tsx";

afterEach(cleanup);

// Saturday 5 June 2027, 17:19 in Los Angeles: already Sunday 00:19 in UTC (and on a machine
// in UTC, like the test runner's).
const saturdayEvening = () => Date.parse("2027-06-06T00:19:00Z");

const props = (over: Partial<WeekCalendarProps>): WeekCalendarProps => ({
  events: [],
  timezone: "America/Los_Angeles",
  clock: saturdayEvening,
  narrow: false,
  onRange: vi.fn(),
  onOpen: vi.fn(),
  onMove: vi.fn(),
  onSlot: vi.fn(),
  ...over,
});

const today = () => document.querySelector(".fc-col-header-cell.fc-day-today");

describe("WeekCalendar's today (issue 38 point 4)", () => {
  it("highlights the domain's date, Saturday, not the UTC date", async () => {
    render(<WeekCalendar {...props({})} />);
    await waitFor(() => expect(today()).not.toBeNull());
    expect(today()?.getAttribute("data-date")).toBe("2027-06-05");
  });

  it("follows the domain's zone when it changes after the first draw", async () => {
    const { rerender } = render(<WeekCalendar {...props({ timezone: "UTC" })} />);
    await waitFor(() => expect(today()?.getAttribute("data-date")).toBe("2027-06-06"));
    rerender(<WeekCalendar {...props({})} />);
    await waitFor(() => expect(today()?.getAttribute("data-date")).toBe("2027-06-05"));
  });

  it("opens the phone's Day view on the domain's today", async () => {
    const onRange = vi.fn();
    render(<WeekCalendar {...props({ narrow: true, onRange })} />);
    await waitFor(() => expect(onRange).toHaveBeenCalled());
    expect(onRange).toHaveBeenLastCalledWith({ from: "2027-06-05", to: "2027-06-06" });
  });
});

describe("WeekCalendar's stops (issue 38 point 13)", () => {
  it("shows the truck's name first, its place second, the whole text as the tooltip", async () => {
    const occurrence = testOccurrence({
      date: "2027-06-04",
      starts_at: "2027-06-04T11:00:00-07:00",
      ends_at: "2027-06-04T14:00:00-07:00",
      open_now: false,
      member: { id: 3, title: "Taco Loco", post_status_id: 2 },
    });
    render(<WeekCalendar {...props({ events: weekEvents([occurrence]) })} />);
    const name = await screen.findByText("Taco Loco");
    const content = name.parentElement;
    expect(content?.getAttribute("title")).toBe("Taco Loco at Civic Center Plaza, 11:00 - 14:00");
    expect(content?.textContent).toBe("Taco Loco Civic Center Plaza 11:00 - 14:00");
  });
});
