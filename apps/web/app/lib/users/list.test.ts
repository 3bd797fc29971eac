import { describe, expect, it } from "vitest";
import { pageCount } from "../record-list/list-state.ts";
import { expectRoundTrip } from "../record-list/round-trip.fixtures.ts";
import { userList } from "./list.ts";

const parse = (qs: string) => userList.parse(new URLSearchParams(qs));
const DEFAULTS = { search: "", page: 1, limit: 25 };

describe("users list state <-> query string", () => {
  it("defaults to an empty query string", () => {
    expect(parse("")).toEqual(DEFAULTS);
    expect(userList.defaults).toEqual(DEFAULTS);
    expect(userList.toParams(DEFAULTS).toString()).toBe("");
  });

  it("round-trips search, page and page size", () => {
    expectRoundTrip(userList, "q=jane+doe&page=3&limit=50", {
      search: "jane doe",
      page: 3,
      limit: 50,
    });
  });

  it("falls back to defaults for invalid values", () => {
    expect(parse("page=0&limit=7")).toEqual(DEFAULTS);
    expect(parse("page=abc&limit=-5")).toEqual(DEFAULTS);
    expect(parse("page=2.5&limit=1000")).toEqual(DEFAULTS);
  });

  it("caps the search at 255 characters and drops a blank one from the URL", () => {
    expect(parse(`q=${"a".repeat(300)}`).search).toHaveLength(255);
    expect(userList.toParams({ ...DEFAULTS, search: "   " }).toString()).toBe("");
  });
});

describe("updating the users list state", () => {
  const state = { search: "", page: 4, limit: 25 };
  it("goes back to page 1 on a new search or page size", () => {
    expect(userList.update(state, { search: "x" }).page).toBe(1);
    expect(userList.update(state, { limit: 50 }).page).toBe(1);
  });
  it("keeps an explicit page", () => {
    expect(userList.update(state, { page: 2 })).toEqual({ ...state, page: 2 });
  });
});

describe("the users list query", () => {
  it("turns the page into an offset and trims the search", () => {
    expect(userList.query({ search: "  jane ", page: 3, limit: 25 })).toEqual({
      search: "jane",
      limit: 25,
      offset: 50,
    });
  });
  it("leaves a blank search out", () => {
    expect(userList.query({ search: " ", page: 1, limit: 10 })).toEqual({ limit: 10, offset: 0 });
  });
});

describe("pages", () => {
  it("counts at least one page", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(1234, 25)).toBe(50);
  });
  // A page past the end moving to the last one (3 of 50 rows by 25 -> 2) is useRecordList's;
  // the users screen test checks it.
});
