import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DateTime, exactDateTime, humanDate } from "./DateTime.tsx";

afterEach(cleanup);

// Local dates (the constructor takes local time), so the tests hold in every time zone.
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s);

describe("humanDate", () => {
  it("counts calendar days around midnight, not 24-hour spans", () => {
    const justAfterMidnight = at(2026, 3, 12, 0, 1);
    expect(humanDate(at(2026, 3, 12, 0, 0, 30), justAfterMidnight)).toBe("Today, 00:00");
    // Two minutes earlier, but yesterday.
    expect(humanDate(at(2026, 3, 11, 23, 59), justAfterMidnight)).toBe("Yesterday, 23:59");
    const beforeMidnight = at(2026, 3, 11, 23, 59, 59);
    expect(humanDate(at(2026, 3, 11, 0, 0), beforeMidnight)).toBe("Today, 00:00");
    expect(humanDate(at(2026, 3, 10, 23, 59), beforeMidnight)).toBe("Yesterday, 23:59");
    expect(humanDate(at(2026, 3, 12, 8, 0), beforeMidnight)).toBe("Tomorrow, 08:00");
  });

  it("says 'n days ago' within the week, then the date", () => {
    const now = at(2026, 3, 12, 14, 5);
    expect(humanDate(at(2026, 3, 12, 14, 5), now)).toBe("Today, 14:05");
    expect(humanDate(at(2026, 3, 9, 23, 0), now)).toBe("3 days ago");
    expect(humanDate(at(2026, 3, 6, 10, 0), now)).toBe("6 days ago");
    expect(humanDate(at(2026, 3, 5, 10, 0), now)).toBe("5 Mar 2026");
  });

  it("writes a far date as day, short month and year", () => {
    const now = at(2026, 3, 12, 14, 5);
    expect(humanDate(at(2019, 12, 31, 23, 0), now)).toBe("31 Dec 2019");
    expect(humanDate(at(2027, 1, 2, 9, 0), now)).toBe("2 Jan 2027");
  });
});

describe("<DateTime>", () => {
  it("renders a <time> with the ISO value and the exact local time on hover", () => {
    const date = at(2026, 3, 11, 9, 7, 3);
    render(<DateTime value={date.toISOString()} now={at(2026, 3, 12, 14, 5)} />);
    const time = screen.getByText("Yesterday, 09:07");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe(date.toISOString());
    expect(time.getAttribute("title")).toBe("2026-03-11 09:07:03");
    expect(exactDateTime(date)).toBe("2026-03-11 09:07:03");
  });

  it("reads the API's space-separated dates and shows nothing for a missing one", () => {
    const { container } = render(
      <div>
        <DateTime value="2026-03-12 14:05:00" now={at(2026, 3, 12, 18, 0)} />
        <DateTime value={null} />
      </div>,
    );
    expect(screen.getByText("Today, 14:05").getAttribute("title")).toBe("2026-03-12 14:05:00");
    expect(container.querySelectorAll("time")).toHaveLength(1);
  });
});
