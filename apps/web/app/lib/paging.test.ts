import { describe, expect, it } from "vitest";
import { membersPageHref } from "./member-filter.ts";
import { pageItems, pagingOf } from "./paging.ts";

const href = (page: number) => `/list?page=${page}`;

describe("the pages of a list", () => {
  it("links each page to its neighbours and refuses a page past the last", () => {
    expect(pagingOf(1, 50, 24, href)).toEqual({
      page: 1,
      pageCount: 3,
      prev: null,
      next: "/list?page=2",
    });
    expect(pagingOf(3, 50, 24, href)).toEqual({
      page: 3,
      pageCount: 3,
      prev: "/list?page=2",
      next: null,
    });
    expect(pagingOf(4, 50, 24, href)).toBeNull();
    expect(pagingOf(0, 50, 24, href)).toBeNull();
    // An empty list has its first page, which says so.
    expect(pagingOf(1, 0, 24, href)).toMatchObject({ page: 1, pageCount: 1 });
    expect(pagingOf(2, 0, 24, href)).toBeNull();
  });

  it("gives a page its own items", () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const third = pagingOf(3, items.length, 24, href);
    if (!third) throw new Error("page 3 of 50 exists");
    expect(pageItems(items, third, 24)).toEqual([48, 49]);
  });
});

describe("the address of a page of /members", () => {
  it("keeps the filter and leaves page 1 without ?page", () => {
    expect(membersPageHref({ cuisine: "", search: "" }, 1)).toBe("/members");
    expect(membersPageHref({ cuisine: "", search: "" }, 2)).toBe("/members?page=2");
    expect(membersPageHref({ cuisine: "mexican", search: "taco & co" }, 3)).toBe(
      "/members?cuisine=mexican&search=taco+%26+co&page=3",
    );
  });
});
