import { describe, expect, it } from "vitest";
import {
  CLEARED_FILTERS,
  DEFAULT_SUBMISSION_LIST_STATE,
  hasSubmissionFilters,
  pageCount,
  parseSubmissionListState,
  submissionFilterQuery,
  submissionListQuery,
  submissionListStateToParams,
  updateSubmissionListState,
} from "./list-state.ts";

const parse = (qs: string) => parseSubmissionListState(new URLSearchParams(qs));

describe("submission list state <-> query string", () => {
  it("defaults to an empty query string", () => {
    expect(parse("")).toEqual(DEFAULT_SUBMISSION_LIST_STATE);
    expect(submissionListStateToParams(DEFAULT_SUBMISSION_LIST_STATE).toString()).toBe("");
  });

  it("round-trips every field", () => {
    const qs = "q=taco+truck&form=catering&held=1&from=2024-01-01&to=2024-01-31&page=3&limit=50";
    const state = parse(qs);
    expect(state).toEqual({
      search: "taco truck",
      form: "catering",
      held: true,
      from: "2024-01-01",
      to: "2024-01-31",
      page: 3,
      limit: 50,
    });
    expect(submissionListStateToParams(state).toString()).toBe(qs);
  });

  it("falls back on invalid values", () => {
    expect(parse("form=spam&from=yesterday&to=2024-13-01&page=0&limit=9999&unknown=1")).toEqual(
      DEFAULT_SUBMISSION_LIST_STATE,
    );
    expect(parse("page=-2&limit=7")).toEqual(DEFAULT_SUBMISSION_LIST_STATE);
    expect(parse("form=JOIN").form).toBeNull();
    expect(parse("held=yes").held).toBe(false);
  });

  it("caps the search at 255 characters and keeps blank searches out of the URL", () => {
    expect(parse(`q=${"a".repeat(300)}`).search).toHaveLength(255);
    const blank = { ...DEFAULT_SUBMISSION_LIST_STATE, search: "   " };
    expect(submissionListStateToParams(blank).toString()).toBe("");
  });

  it("goes back to page 1 on any change but the page", () => {
    const state = parse("page=4&form=join");
    expect(updateSubmissionListState(state, { form: "contact" }).page).toBe(1);
    expect(updateSubmissionListState(state, { limit: 10 }).page).toBe(1);
    expect(updateSubmissionListState(state, { page: 5 })).toMatchObject({ page: 5, form: "join" });
  });

  it("clears the filters but keeps the page size", () => {
    const state = parse("q=x&form=join&held=1&from=2024-01-01&to=2024-01-02&limit=100&page=2");
    expect(updateSubmissionListState(state, CLEARED_FILTERS)).toEqual({
      ...DEFAULT_SUBMISSION_LIST_STATE,
      limit: 100,
    });
  });
});

describe("submission queries", () => {
  it("builds the GET /api/submissions query with whole days", () => {
    expect(
      submissionListQuery(parse("q=%20taco%20&form=join&from=2024-01-01&to=2024-01-02&page=2")),
    ).toEqual({
      form: "join",
      search: "taco",
      startDate: "2024-01-01 00:00:00",
      endDate: "2024-01-02 23:59:59",
      limit: 25,
      offset: 25,
    });
    expect(submissionListQuery(parse("limit=100&page=3"))).toEqual({ limit: 100, offset: 200 });
    expect(submissionListQuery(parse("held=1"))).toEqual({ held: "true", limit: 25, offset: 0 });
  });

  it("swaps an inverted range and sends a one-sided range as one bound", () => {
    expect(submissionFilterQuery(parse("from=2024-02-10&to=2024-02-01"))).toEqual({
      startDate: "2024-02-01 00:00:00",
      endDate: "2024-02-10 23:59:59",
    });
    expect(submissionFilterQuery(parse("to=2024-02-01"))).toEqual({
      endDate: "2024-02-01 23:59:59",
    });
  });

  it("gives the export the filters without paging", () => {
    expect(submissionFilterQuery(parse("form=contact&page=9&limit=10"))).toEqual({
      form: "contact",
    });
    expect(submissionFilterQuery(parse(""))).toEqual({});
  });
});

describe("hasSubmissionFilters / pageCount", () => {
  it("counts search, form and dates as filters, not paging", () => {
    expect(hasSubmissionFilters(parse("page=2&limit=10"))).toBe(false);
    expect(hasSubmissionFilters({ ...DEFAULT_SUBMISSION_LIST_STATE, search: "  " })).toBe(false);
    for (const qs of ["q=a", "form=join", "from=2024-01-01", "to=2024-01-01"]) {
      expect(hasSubmissionFilters(parse(qs))).toBe(true);
    }
  });

  it("has at least one page", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(1234, 100)).toBe(13);
  });
});
