import { describe, expect, it } from "vitest";
import { canReorder, postListOf } from "./list.ts";
import { SECTIONS } from "./sections.ts";
import { postsQuery } from "./use-post-list.ts";

const list = postListOf(SECTIONS.members);
const DEFAULT_LIST_STATE = list.defaults;
const parse = (qs: string) => list.parse(new URLSearchParams(qs));
const listStateToParams = list.toParams;
const listStateToQuery = (state: typeof DEFAULT_LIST_STATE, type: number) =>
  postsQuery(type, list.query(state));

describe("list state <-> query string", () => {
  it("defaults to an empty query string", () => {
    expect(parse("")).toEqual(DEFAULT_LIST_STATE);
    expect(listStateToParams(DEFAULT_LIST_STATE).toString()).toBe("");
  });
  it("round-trips every field", () => {
    const qs =
      "trash=1&q=taco+truck&status=2&from=2024-01-01&to=2024-01-31&sort=title&dir=desc&page=3&limit=50";
    const state = parse(qs);
    expect(state).toEqual({
      search: "taco truck",
      status: 2,
      created: { from: "2024-01-01", to: "2024-01-31" },
      sortBy: "title",
      sortDir: "desc",
      page: 3,
      limit: 50,
      trash: true,
    });
    expect(listStateToParams(state).toString()).toBe(qs);
  });
  it("falls back on invalid values", () => {
    expect(parse("status=7&sort=evil&dir=up&page=-1&limit=9999&from=yesterday&trash=yes")).toEqual(
      DEFAULT_LIST_STATE,
    );
  });
  it("goes back to page 1 on any change but the page", () => {
    const state = parse("page=4");
    expect(list.update(state, { status: 1 }).page).toBe(1);
    expect(list.update(state, { page: 5 }).page).toBe(5);
  });
  it("keeps the trash and the sort when the filters are cleared", () => {
    const state = parse("trash=1&q=a&status=1&from=2024-01-01&sort=title&limit=50");
    expect(listStateToParams(list.update(state, list.cleared)).toString()).toBe(
      "trash=1&sort=title&limit=50",
    );
  });
  it("is one declaration per section, named by it", () => {
    expect(postListOf(SECTIONS.members)).toBe(list);
    expect(postListOf(SECTIONS.blog).filters.search.ui).toMatchObject({
      label: "Search blog posts",
    });
  });
});

describe("listStateToQuery", () => {
  it("builds the posts/by-type query", () => {
    expect(
      listStateToQuery(parse("q=%20taco%20&status=1&from=2024-01-01&to=2024-01-02&page=2"), 2),
    ).toEqual({
      type: 2,
      deleted: 0,
      limit: 25,
      offset: 25,
      sortBy: "position",
      sortDir: "asc",
      status: 1,
      search: "taco",
      startDate: "2024-01-01 00:00:00",
      endDate: "2024-01-02 23:59:59",
    });
    expect(listStateToQuery(parse("trash=1&limit=500"), 6)).toMatchObject({
      deleted: 1,
      limit: 500,
      offset: 0,
    });
  });
});

describe("canReorder / hasFilters", () => {
  it("allows dragging only on the plain position-ordered list", () => {
    expect(canReorder(list, DEFAULT_LIST_STATE)).toBe(true);
    expect(canReorder(list, parse("page=2"))).toBe(true);
    for (const qs of ["q=a", "status=1", "from=2024-01-01", "sort=title", "dir=desc", "trash=1"]) {
      expect(canReorder(list, parse(qs))).toBe(false);
    }
    expect(list.hasFilters(parse("sort=title"))).toBe(false);
    expect(list.hasFilters(parse("to=2024-01-01"))).toBe(true);
    // The trash is a view of the section, not a filter.
    expect(list.hasFilters(parse("trash=1"))).toBe(false);
  });
});
