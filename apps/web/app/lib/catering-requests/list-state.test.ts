import { describe, expect, it } from "vitest";
import {
  CLEARED_CATERING_FILTERS,
  cateringFilterQuery,
  cateringListQuery,
  cateringListStateToParams,
  DEFAULT_CATERING_LIST_STATE,
  hasCateringFilters,
  parseCateringListState,
  updateCateringListState,
} from "./list-state.ts";

const parse = (search: string) => parseCateringListState(new URLSearchParams(search));

describe("the catering list's state in the URL", () => {
  it("reads status, search, event dates and paging, and writes them back alike", () => {
    const state = parse("q=Acme&status=quoted&from=2027-05-01&to=2027-05-31&page=3&limit=50");
    expect(state).toEqual({
      search: "Acme",
      status: "quoted",
      from: "2027-05-01",
      to: "2027-05-31",
      page: 3,
      limit: 50,
    });
    expect(cateringListStateToParams(state).toString()).toBe(
      "q=Acme&status=quoted&from=2027-05-01&to=2027-05-31&page=3&limit=50",
    );
  });

  it("drops what it does not know: another status, bad dates, odd page sizes", () => {
    expect(parse("status=archived&from=2027-13-01&to=soon&page=0&limit=7")).toEqual(
      DEFAULT_CATERING_LIST_STATE,
    );
    expect(cateringListStateToParams(DEFAULT_CATERING_LIST_STATE).toString()).toBe("");
  });

  it("goes back to page 1 on a filter change, not on a page change", () => {
    const state = parse("page=4");
    expect(updateCateringListState(state, { status: "booked" }).page).toBe(1);
    expect(updateCateringListState(state, { page: 5 }).page).toBe(5);
    const cleared = updateCateringListState(
      parse("q=x&status=lost&limit=10"),
      CLEARED_CATERING_FILTERS,
    );
    expect(cateringListStateToParams(cleared).toString()).toBe("limit=10");
    expect(hasCateringFilters(cleared)).toBe(false);
  });

  it("asks the API with its filter names, trimmed search and ordered dates", () => {
    const state = parse("q=%20 Acme %20&status=sent&from=2027-06-30&to=2027-06-01&page=2&limit=10");
    expect(cateringFilterQuery(state)).toEqual({
      status: "sent",
      search: "Acme",
      from: "2027-06-01",
      to: "2027-06-30",
    });
    expect(cateringListQuery(state)).toMatchObject({ limit: 10, offset: 10 });
    expect(cateringFilterQuery(parse("q=%20%20"))).toEqual({});
    expect(hasCateringFilters(parse("q=%20%20"))).toBe(false);
  });
});
