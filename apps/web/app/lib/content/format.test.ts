import { describe, expect, it } from "vitest";
import { dateRangeToParams, formatCount, formatDateTime, formatNumber } from "./format.ts";

describe("formatNumber (spec §9)", () => {
  it("groups thousands with commas", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(-9876543.25)).toBe("-9,876,543.25");
  });
  it("shows null, undefined and NaN as '0'", () => {
    expect(formatNumber(null)).toBe("0");
    expect(formatNumber(undefined)).toBe("0");
    expect(formatNumber(Number.NaN)).toBe("0");
  });
});

describe("formatCount", () => {
  it("pluralizes and formats", () => {
    expect(formatCount(1234, "post")).toBe("1,234 posts");
    expect(formatCount(1, "member")).toBe("1 member");
    expect(formatCount(null, "member")).toBe("0 members");
    expect(formatCount(2, "category", "categories")).toBe("2 categories");
  });
});

describe("formatDateTime", () => {
  it("shows YYYY-MM-DD HH:mm:ss", () => {
    expect(formatDateTime("2024-03-05 07:08:09")).toBe("2024-03-05 07:08:09");
    expect(formatDateTime("2024-03-05T07:08:09")).toBe("2024-03-05 07:08:09");
  });
  it("shows '' for a missing date", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("")).toBe("");
  });
});

describe("dateRangeToParams (spec §7)", () => {
  it("sends the start of the first day and the end of the last", () => {
    expect(dateRangeToParams("2024-01-02", "2024-01-31")).toEqual({
      startDate: "2024-01-02 00:00:00",
      endDate: "2024-01-31 23:59:59",
    });
  });
  it("accepts Date objects and a single day", () => {
    expect(dateRangeToParams(new Date(2024, 0, 2, 15, 30), new Date(2024, 0, 2, 1))).toEqual({
      startDate: "2024-01-02 00:00:00",
      endDate: "2024-01-02 23:59:59",
    });
  });
  it("swaps an inverted range and sends one-sided ranges alone", () => {
    expect(dateRangeToParams("2024-02-01", "2024-01-01")).toEqual({
      startDate: "2024-01-01 00:00:00",
      endDate: "2024-02-01 23:59:59",
    });
    expect(dateRangeToParams("2024-02-01", null)).toEqual({ startDate: "2024-02-01 00:00:00" });
    expect(dateRangeToParams(null, null)).toEqual({});
    expect(dateRangeToParams("not a date", null)).toEqual({});
  });
});
