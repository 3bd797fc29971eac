import { describe, expect, it } from "vitest";
import { BERLIN, LA, NY } from "./occurrences-test-kit.ts";
import {
  checkStopTimes,
  checkWallTime,
  isTimeZone,
  parseWallTime,
  TIME_MESSAGES,
} from "./stop-time-checks.ts";

describe("validation", () => {
  it("checkWallTime refuses a time in the spring-forward gap, with a clear message", () => {
    expect(checkWallTime("2027-03-14T02:30", NY)).toBe(
      "2:30 AM does not exist on 14 March 2027 in America/New_York (clocks go forward); choose another time.",
    );
    expect(checkWallTime("2027-03-28T02:00", BERLIN)).toBe(
      "2:00 AM does not exist on 28 March 2027 in Europe/Berlin (clocks go forward); choose another time.",
    );
    expect(checkWallTime("2027-03-14T03:00", NY)).toBeNull();
    expect(checkWallTime("2027-03-14T01:59", NY)).toBeNull();
    // Occurs twice: accepted (the earlier one).
    expect(checkWallTime("2027-11-07T01:30", NY)).toBeNull();
    expect(checkWallTime("2027-03-15T02:30", LA)).toBeNull();
    expect(checkWallTime("2027-03-14T02:30", LA)).toMatch(
      /^2:30 AM does not exist on 14 March 2027 in America\/Los_Angeles/,
    );
    expect(checkWallTime("2027-03-14T02:30", "UTC")).toBeNull();
    expect(checkWallTime("14/03/2027 02:30", NY)).toBe(TIME_MESSAGES.format);
  });

  it("parseWallTime reads real local wall times only", () => {
    expect(parseWallTime("2027-03-14T22:00")?.toString()).toBe("2027-03-14T22:00:00");
    expect(parseWallTime("2028-02-29T23:59:59")?.toString()).toBe("2028-02-29T23:59:59");
    for (const bad of [
      "2027-02-29T10:00",
      "2027-03-14T24:00",
      "2027-03-14T10:60",
      "2027-3-14T10:00",
      "2027-03-14T10:00Z",
      "",
    ]) {
      expect(parseWallTime(bad), bad).toBeNull();
    }
  });

  it("checkStopTimes: end after start, at most 24 hours later", () => {
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-15T02:00")).toBeNull();
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-15T22:00")).toBeNull();
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-14T22:00")).toEqual({
      field: "ends_at",
      message: "The end must be after the start.",
    });
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-14T21:00")?.message).toBe(
      TIME_MESSAGES.endAfterStart,
    );
    expect(checkStopTimes("2027-03-14T22:00", "2027-03-15T22:01")).toEqual({
      field: "ends_at",
      message: "A stop may last at most 24 hours.",
    });
    expect(checkStopTimes("2027-02-30T10:00", "2027-03-01T10:00")).toEqual({
      field: "starts_at",
      message: TIME_MESSAGES.format,
    });
    expect(checkStopTimes("2027-03-14T10:00", "2027-03-14T10:00-07:00")?.field).toBe("ends_at");
    expect(checkStopTimes("2027-03-14T10:00:00", "2027-03-14T10:30:30")).toBeNull();
  });

  it("isTimeZone takes IANA names and UTC only", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("america/new_york")).toBe(false);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("+02:00")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone(5)).toBe(false);
  });
});
