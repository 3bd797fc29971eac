import { describe, expect, it } from "vitest";
import { auditList } from "../audit-log/list.ts";
import { submissionList } from "../submissions/list.ts";
import { choiceFilter, flagFilter, searchFilter } from "./filters.ts";
import { defineRecordList, pageCount } from "./list-state.ts";
import { expectRoundTrip } from "./round-trip.fixtures.ts";

// The two lists of the panel whose hand-written list states this replaced, as the examples.
const parse = (qs: string) => submissionList.parse(new URLSearchParams(qs));
const params = (state: ReturnType<typeof parse>) => submissionList.toParams(state).toString();
const defaults = submissionList.defaults;

describe("submission list state <-> query string", () => {
  it("defaults to an empty query string", () => {
    expect(parse("")).toEqual(defaults);
    expect(params(defaults)).toBe("");
  });

  it("round-trips every field", () => {
    const qs = "q=taco+truck&form=catering&held=1&from=2024-01-01&to=2024-01-31&page=3&limit=50";
    const state = parse(qs);
    expect(state).toEqual({
      search: "taco truck",
      form: "catering",
      held: true,
      received: { from: "2024-01-01", to: "2024-01-31" },
      page: 3,
      limit: 50,
    });
    expect(params(state)).toBe(qs);
  });

  it("falls back on invalid values", () => {
    expect(parse("form=spam&from=yesterday&to=2024-13-01&page=0&limit=9999&unknown=1")).toEqual(
      defaults,
    );
    expect(parse("page=-2&limit=7")).toEqual(defaults);
    expect(parse("form=JOIN").form).toBeNull();
    expect(parse("held=yes").held).toBe(false);
  });

  it("caps the search at 255 characters and keeps blank searches out of the URL", () => {
    expect(parse(`q=${"a".repeat(300)}`).search).toHaveLength(255);
    expect(params({ ...defaults, search: "   " })).toBe("");
  });

  it("goes back to page 1 on any change but the page", () => {
    const state = parse("page=4&form=join");
    expect(submissionList.update(state, { form: "contact" }).page).toBe(1);
    expect(submissionList.update(state, { limit: 10 }).page).toBe(1);
    expect(submissionList.update(state, { page: 5 })).toMatchObject({ page: 5, form: "join" });
  });

  it("clears the filters but keeps the page size", () => {
    const state = parse("q=x&form=join&held=1&from=2024-01-01&to=2024-01-02&limit=100&page=2");
    expect(submissionList.update(state, submissionList.cleared)).toEqual({
      ...defaults,
      limit: 100,
    });
  });
});

describe("submission queries", () => {
  it("builds the GET /api/submissions query with whole days", () => {
    expect(
      submissionList.query(parse("q=%20taco%20&form=join&from=2024-01-01&to=2024-01-02&page=2")),
    ).toEqual({
      form: "join",
      search: "taco",
      startDate: "2024-01-01 00:00:00",
      endDate: "2024-01-02 23:59:59",
      limit: 25,
      offset: 25,
    });
    expect(submissionList.query(parse("limit=100&page=3"))).toEqual({ limit: 100, offset: 200 });
    expect(submissionList.query(parse("held=1"))).toEqual({ held: "true", limit: 25, offset: 0 });
  });

  it("swaps an inverted range and sends a one-sided range as one bound", () => {
    expect(submissionList.filterQuery(parse("from=2024-02-10&to=2024-02-01"))).toEqual({
      startDate: "2024-02-01 00:00:00",
      endDate: "2024-02-10 23:59:59",
    });
    expect(submissionList.filterQuery(parse("to=2024-02-01"))).toEqual({
      endDate: "2024-02-01 23:59:59",
    });
  });

  it("gives the export the filters without paging", () => {
    expect(submissionList.filterQuery(parse("form=contact&page=9&limit=10"))).toEqual({
      form: "contact",
    });
    expect(submissionList.filterQuery(parse(""))).toEqual({});
  });
});

describe("hasFilters / pageCount", () => {
  it("counts search, form and dates as filters, not paging", () => {
    expect(submissionList.hasFilters(parse("page=2&limit=10"))).toBe(false);
    expect(submissionList.hasFilters({ ...defaults, search: "  " })).toBe(false);
    for (const qs of ["q=a", "form=join", "from=2024-01-01", "to=2024-01-01"]) {
      expect(submissionList.hasFilters(parse(qs))).toBe(true);
    }
  });

  it("has at least one page", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(1234, 100)).toBe(13);
  });
});

const audit = (search: string) => auditList.parse(new URLSearchParams(search));
/** A local moment as the API's UTC `YYYY-MM-DD HH:mm:ss`. */
const utc = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

describe("audit log list state", () => {
  it("reads user, kind, dates and paging from the URL and writes back only what differs", () => {
    expectRoundTrip(
      auditList,
      "user=7&kind=settings&from=2026-11-02&to=2026-11-08&page=3&limit=100",
      {
        user: 7,
        entity: "settings",
        at: { from: "2026-11-02", to: "2026-11-08" },
        page: 3,
        limit: 100,
      },
    );
    expect(auditList.toParams(auditList.defaults).toString()).toBe("");
  });

  it("drops what is not valid: unknown kinds, bad ids, dates and page sizes", () => {
    expect(audit("user=abc&kind=robots&from=2026-13-01&to=yesterday&page=0&limit=7")).toEqual(
      auditList.defaults,
    );
    expect(audit("user=-3").user).toBeNull();
    expect(audit("user=99999999999").user).toBeNull();
    expect(audit("limit=25").limit).toBe(25);
    expect(auditList.defaults.limit).toBe(50);
  });

  it("goes back to page 1 on any change but the page", () => {
    const state = audit("page=4&kind=post");
    expect(auditList.update(state, { entity: "user" }).page).toBe(1);
    expect(auditList.update(state, { page: 5 }).page).toBe(5);
    const cleared = auditList.update(
      audit("user=2&kind=post&from=2026-11-01&to=2026-11-02&limit=25"),
      auditList.cleared,
    );
    expect(auditList.hasFilters(cleared)).toBe(false);
    expect(auditList.toParams(cleared).toString()).toBe("limit=25");
  });

  it("asks the API for the local days as UTC times, both ends inclusive, in order", () => {
    const start = utc(new Date(2026, 10, 2, 0, 0, 0));
    const end = utc(new Date(2026, 10, 8, 23, 59, 59));
    expect(
      auditList.filterQuery(audit("user=2&kind=session&from=2026-11-02&to=2026-11-08")),
    ).toEqual({ user_id: 2, entity: "session", startDate: start, endDate: end });
    // A range picked backwards still covers the same days.
    expect(auditList.filterQuery(audit("from=2026-11-08&to=2026-11-02"))).toEqual({
      startDate: start,
      endDate: end,
    });
    expect(auditList.filterQuery(audit("to=2026-11-08"))).toEqual({ endDate: end });
    expect(auditList.query(audit("kind=post&page=3&limit=25"))).toEqual({
      entity: "post",
      limit: 25,
      offset: 50,
    });
    expect(auditList.query(auditList.defaults)).toEqual({ limit: 50, offset: 0 });
  });
});

describe("a sorted list", () => {
  const posts = defineRecordList({
    filters: {
      trash: flagFilter({ param: "trash", api: "deleted", apiValue: 1, label: "Trash" }),
      search: searchFilter({ label: "Search" }),
      status: choiceFilter(["1", "2", "3"], {
        param: "status",
        label: "Status",
        allLabel: "Any",
        labels: {},
      }),
    },
    pageSizes: [10, 25, 50, 100, 500],
    defaultLimit: 25,
    sort: {
      keys: ["position", "title", "created_at"],
      by: "position",
      dir: "asc",
      api: { by: "sortBy", dir: "sortDir" },
    },
  });
  const read = (qs: string) => posts.parse(new URLSearchParams(qs));

  it("reads and writes the sort, keeping the defaults out of the URL", () => {
    expect(read("")).toMatchObject({ sortBy: "position", sortDir: "asc" });
    const state = read("trash=1&sort=title&dir=desc&page=2");
    expect(state).toMatchObject({ trash: true, sortBy: "title", sortDir: "desc", page: 2 });
    expect(posts.toParams(state).toString()).toBe("trash=1&sort=title&dir=desc&page=2");
    expect(read("sort=bogus&dir=up")).toMatchObject({ sortBy: "position", sortDir: "asc" });
  });

  it("sends the sort and the filters by the API's names; a new sort goes back to page 1", () => {
    const state = read("trash=1&status=2&sort=created_at&page=3&limit=10");
    expect(posts.query(state)).toEqual({
      deleted: 1,
      status: "2",
      sortBy: "created_at",
      sortDir: "asc",
      limit: 10,
      offset: 20,
    });
    expect(posts.update(state, { sortBy: "title", sortDir: "desc" }).page).toBe(1);
    // Clearing the filters keeps the sort.
    expect(posts.update(state, posts.cleared)).toMatchObject({ sortBy: "created_at", page: 1 });
  });
});
