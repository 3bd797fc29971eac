import { describe, expect, it } from "vitest";
import {
  clampedPage,
  DEFAULT_USERS_LIST_STATE,
  parseUsersListState,
  updateUsersListState,
  usersListQuery,
  usersListStateToParams,
  usersPageCount,
} from "./list-state.ts";

const parse = (qs: string) => parseUsersListState(new URLSearchParams(qs));

describe("users list state <-> query string", () => {
  it("defaults to an empty query string", () => {
    expect(parse("")).toEqual(DEFAULT_USERS_LIST_STATE);
    expect(usersListStateToParams(DEFAULT_USERS_LIST_STATE).toString()).toBe("");
  });

  it("round-trips search, page and page size", () => {
    const state = parse("q=jane+doe&page=3&limit=50");
    expect(state).toEqual({ search: "jane doe", page: 3, limit: 50 });
    expect(usersListStateToParams(state).toString()).toBe("q=jane+doe&page=3&limit=50");
  });

  it("falls back to defaults for invalid values", () => {
    expect(parse("page=0&limit=7")).toEqual(DEFAULT_USERS_LIST_STATE);
    expect(parse("page=abc&limit=-5")).toEqual(DEFAULT_USERS_LIST_STATE);
    expect(parse("page=2.5&limit=1000")).toEqual(DEFAULT_USERS_LIST_STATE);
  });

  it("caps the search at 255 characters and drops a blank one from the URL", () => {
    expect(parse(`q=${"a".repeat(300)}`).search).toHaveLength(255);
    expect(usersListStateToParams({ ...DEFAULT_USERS_LIST_STATE, search: "   " }).toString()).toBe(
      "",
    );
  });
});

describe("updateUsersListState", () => {
  const state = { search: "", page: 4, limit: 25 };
  it("goes back to page 1 on a new search or page size", () => {
    expect(updateUsersListState(state, { search: "x" }).page).toBe(1);
    expect(updateUsersListState(state, { limit: 50 }).page).toBe(1);
  });
  it("keeps an explicit page", () => {
    expect(updateUsersListState(state, { page: 2 })).toEqual({ ...state, page: 2 });
  });
});

describe("usersListQuery", () => {
  it("turns the page into an offset and trims the search", () => {
    expect(usersListQuery({ search: "  jane ", page: 3, limit: 25 })).toEqual({
      search: "jane",
      limit: 25,
      offset: 50,
    });
  });
  it("leaves a blank search out", () => {
    expect(usersListQuery({ search: " ", page: 1, limit: 10 })).toEqual({ limit: 10, offset: 0 });
  });
});

describe("pages", () => {
  it("counts at least one page", () => {
    expect(usersPageCount(0, 25)).toBe(1);
    expect(usersPageCount(25, 25)).toBe(1);
    expect(usersPageCount(26, 25)).toBe(2);
    expect(usersPageCount(1234, 25)).toBe(50);
  });
  it("moves a page past the end to the last page", () => {
    expect(clampedPage(3, 50, 25)).toBe(2);
    expect(clampedPage(2, 0, 25)).toBe(1);
    expect(clampedPage(2, 26, 25)).toBeNull();
    expect(clampedPage(1, 0, 25)).toBeNull();
  });
});
