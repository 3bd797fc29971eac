import { describe, expect, it } from "vitest";
import { expectRoundTrip } from "../record-list/round-trip.fixtures.ts";
import { cateringList } from "./list.ts";

const parse = (search: string) => cateringList.parse(new URLSearchParams(search));

describe("the catering list's state in the URL", () => {
  it("reads status, search, event dates and paging, and writes them back alike", () => {
    expectRoundTrip(
      cateringList,
      "q=Acme&status=quoted&from=2027-05-01&to=2027-05-31&page=3&limit=50",
      {
        search: "Acme",
        status: "quoted",
        event: { from: "2027-05-01", to: "2027-05-31" },
        page: 3,
        limit: 50,
      },
    );
  });

  it("drops what it does not know: another status, bad dates, odd page sizes", () => {
    expect(parse("status=archived&from=2027-13-01&to=soon&page=0&limit=7")).toEqual(
      cateringList.defaults,
    );
    expect(cateringList.toParams(cateringList.defaults).toString()).toBe("");
  });

  it("keeps at most 200 characters of search, as the API takes", () => {
    expect(parse(`q=${"a".repeat(250)}`).search).toHaveLength(200);
  });

  it("goes back to page 1 on a filter change, not on a page change", () => {
    const state = parse("page=4");
    expect(cateringList.update(state, { status: "booked" }).page).toBe(1);
    expect(cateringList.update(state, { page: 5 }).page).toBe(5);
    const cleared = cateringList.update(parse("q=x&status=lost&limit=10"), cateringList.cleared);
    expect(cateringList.toParams(cleared).toString()).toBe("limit=10");
    expect(cateringList.hasFilters(cleared)).toBe(false);
  });

  it("asks the API with its filter names, trimmed search and ordered dates", () => {
    const state = parse("q=%20 Acme %20&status=sent&from=2027-06-30&to=2027-06-01&page=2&limit=10");
    expect(cateringList.filterQuery(state)).toEqual({
      status: "sent",
      search: "Acme",
      from: "2027-06-01",
      to: "2027-06-30",
    });
    expect(cateringList.query(state)).toMatchObject({ limit: 10, offset: 10 });
    expect(cateringList.filterQuery(parse("from=2027-06-01"))).toEqual({ from: "2027-06-01" });
    expect(cateringList.filterQuery(parse("q=%20%20"))).toEqual({});
    expect(cateringList.hasFilters(parse("q=%20%20"))).toBe(false);
  });
});
