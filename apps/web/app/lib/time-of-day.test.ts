import { describe, expect, it } from "vitest";
import { isTimeOfDay, normalizeTimeOfDay } from "./time-of-day.ts";

describe("times of day on the 24-hour clock", () => {
  it("writes what was typed as HH:MM", () => {
    expect(normalizeTimeOfDay("18:30")).toBe("18:30");
    expect(normalizeTimeOfDay("9")).toBe("09:00");
    expect(normalizeTimeOfDay("930")).toBe("09:30");
    expect(normalizeTimeOfDay("1830")).toBe("18:30");
    expect(normalizeTimeOfDay(" 18.30 ")).toBe("18:30");
    expect(normalizeTimeOfDay("0:05")).toBe("00:05");
  });

  it("refuses what is no time of day", () => {
    for (const typed of ["25:00", "24:00", "9:5", "18:60", "noon", "5:00 PM", ""]) {
      expect(normalizeTimeOfDay(typed), typed).toBeNull();
    }
    expect(isTimeOfDay("05:00 PM")).toBe(false);
    expect(isTimeOfDay("17:00")).toBe(true);
  });
});
