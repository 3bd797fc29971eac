import { describe, expect, it } from "vitest";
import { stopSummary } from "./summary.ts";

const at = (
  rrule: string | null,
  starts_at = "2027-03-16T11:30",
  ends_at = "2027-03-16T14:00",
) => ({
  starts_at,
  ends_at,
  rrule,
  location: { name: "Civic Center Plaza" },
});

describe("stopSummary", () => {
  it("says a weekly series in words, with its end", () => {
    expect(stopSummary(at("FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630"))).toBe(
      "Every Tue and Thu, 11:30-14:00, at Civic Center Plaza, until 30 June 2027",
    );
    expect(stopSummary(at("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;COUNT=6"))).toBe(
      "Every 2 weeks on Mon, Wed and Fri, 11:30-14:00, at Civic Center Plaza, 6 times",
    );
    expect(stopSummary(at("FREQ=WEEKLY"))).toBe("Every Tue, 11:30-14:00, at Civic Center Plaza");
  });

  it("says daily series and one-off stops, across midnight too", () => {
    expect(stopSummary(at("FREQ=DAILY", "2027-03-16T22:00", "2027-03-17T02:00"))).toBe(
      "Every day, 22:00-02:00, at Civic Center Plaza",
    );
    expect(stopSummary(at("FREQ=DAILY;INTERVAL=3;COUNT=1"))).toBe(
      "Every 3 days, 11:30-14:00, at Civic Center Plaza, once",
    );
    expect(stopSummary(at(null))).toBe("Tue 16 March 2027, 11:30-14:00, at Civic Center Plaza");
  });
});
