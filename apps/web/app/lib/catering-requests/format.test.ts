import type { CateringMatch } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  figureItems,
  formatBudget,
  formatEventDate,
  formatEventHours,
  formatHours,
  formatMoney,
  formatRate,
  hasPendingMatches,
  reopenedStatus,
} from "./format.ts";

const match = (status: CateringMatch["status"], quote = false): CateringMatch => ({
  member: { id: 1, title: "Taco Loco", url: "taco-loco" },
  score: 80,
  status,
  manual: false,
  sent_at: null,
  responded_at: null,
  quote: quote ? { price: 900, message: "", at: "2027-05-01T10:00:00Z" } : null,
});

describe("the pipeline figures", () => {
  it("shows counts, shares as percents and hours, and – without a value", () => {
    const items = figureItems({
      month_requests: 1234,
      response_rate: 0.625,
      median_hours_to_first_quote: 4.25,
      booked_rate: 1,
    });
    expect(items.map((i) => [i.label, i.value])).toEqual([
      ["Requests this month", "1,234"],
      ["Response rate", "63 %"],
      ["Median time to first quote", "4.3 h"],
      ["Booked rate", "100 %"],
    ]);
    const empty = figureItems({
      month_requests: 0,
      response_rate: null,
      median_hours_to_first_quote: null,
      booked_rate: null,
    });
    expect(empty.map((i) => i.value)).toEqual(["0", "–", "–", "–"]);
    expect(formatRate(0)).toBe("0 %");
    expect(formatHours(36.4)).toBe("36 h");
  });
});

describe("event and money", () => {
  it("writes the event day with its weekday, whatever the browser's zone", () => {
    expect(formatEventDate("2027-06-12")).toBe("Sat, 12 Jun 2027");
  });

  it("says when an event ends the next day (issue 38)", () => {
    expect(formatEventHours({ start_time: "18:00", end_time: "22:00" })).toBe("18:00–22:00");
    expect(formatEventHours({ start_time: "21:00", end_time: "01:00" })).toBe(
      "21:00–01:00 (next day)",
    );
  });

  it("writes prices and budgets in the domain's currency", () => {
    expect(formatMoney(1250, "USD")).toBe("$1,250.00");
    expect(formatMoney(80, "EUR")).toBe("€80.00");
    expect(formatBudget({ budget_min: 500, budget_max: 900 }, "USD")).toBe("$500.00–$900.00");
    expect(formatBudget({ budget_min: null, budget_max: 900 }, "USD")).toBe("up to $900.00");
    expect(formatBudget({ budget_min: null, budget_max: null }, "USD")).toBe("Not given");
  });
});

describe("request actions", () => {
  it("offers sending only while a match waits to be mailed", () => {
    expect(hasPendingMatches([match("sent"), match("pending")])).toBe(true);
    expect(hasPendingMatches([match("sent"), match("declined")])).toBe(false);
  });

  it("reopens to quoted, sent or new from what the trucks did", () => {
    expect(reopenedStatus([match("sent"), match("quoted", true)])).toBe("quoted");
    expect(reopenedStatus([match("pending"), match("declined")])).toBe("sent");
    expect(reopenedStatus([match("pending")])).toBe("new");
    expect(reopenedStatus([])).toBe("new");
  });
});
