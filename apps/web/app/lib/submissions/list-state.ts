import { SUBMISSION_FORMS, SUBMISSIONS_PAGE_SIZE, type SubmissionForm } from "@fooddir/contract";
import { dateRangeToParams } from "../content/format.ts";

/** The submissions list's state; it lives in the URL's search params so back / forward works. */
export type SubmissionListState = {
  search: string;
  form: SubmissionForm | null;
  /** Only submissions held for review (taken past the site's hourly cap). */
  held: boolean;
  /** created_at range, `YYYY-MM-DD` days (both inclusive). */
  from: string | null;
  to: string | null;
  /** 1-based page. */
  page: number;
  limit: number;
};

export const SUBMISSION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const SUBMISSION_DEFAULT_LIMIT = SUBMISSIONS_PAGE_SIZE;

export const DEFAULT_SUBMISSION_LIST_STATE: SubmissionListState = {
  search: "",
  form: null,
  held: false,
  from: null,
  to: null,
  page: 1,
  limit: SUBMISSION_DEFAULT_LIMIT,
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function int(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function isForm(value: string | null): value is SubmissionForm {
  return (SUBMISSION_FORMS as readonly string[]).includes(value ?? "");
}

/** Reads the list state from search params; anything unknown or invalid falls back to defaults. */
export function parseSubmissionListState(params: URLSearchParams): SubmissionListState {
  const form = params.get("form");
  const from = params.get("from");
  const to = params.get("to");
  const limit = int(params.get("limit"), 1, 100);
  return {
    search: (params.get("q") ?? "").slice(0, 255),
    form: isForm(form) ? form : null,
    held: params.get("held") === "1",
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    page: int(params.get("page"), 1, 100_000) ?? 1,
    limit:
      limit !== null && (SUBMISSION_PAGE_SIZES as readonly number[]).includes(limit)
        ? limit
        : SUBMISSION_DEFAULT_LIMIT,
  };
}

/** The search params of a list state: only what differs from the defaults, in a stable order. */
export function submissionListStateToParams(state: SubmissionListState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.search.trim()) p.set("q", state.search);
  if (state.form) p.set("form", state.form);
  if (state.held) p.set("held", "1");
  if (state.from) p.set("from", state.from);
  if (state.to) p.set("to", state.to);
  if (state.page !== 1) p.set("page", String(state.page));
  if (state.limit !== SUBMISSION_DEFAULT_LIMIT) p.set("limit", String(state.limit));
  return p;
}

/** Applies a change; any change but the page itself goes back to page 1. */
export function updateSubmissionListState(
  state: SubmissionListState,
  patch: Partial<SubmissionListState>,
): SubmissionListState {
  const next = { ...state, ...patch };
  if (!("page" in patch)) next.page = 1;
  return next;
}

export type SubmissionFilterQuery = {
  form?: SubmissionForm;
  held?: "true";
  search?: string;
  startDate?: string;
  endDate?: string;
};

/** The filters as GET /api/submissions/export takes them (whole days, trimmed search). */
export function submissionFilterQuery(state: SubmissionListState): SubmissionFilterQuery {
  const query: SubmissionFilterQuery = {};
  if (state.form) query.form = state.form;
  if (state.held) query.held = "true";
  const search = state.search.trim();
  if (search) query.search = search;
  Object.assign(query, dateRangeToParams(state.from, state.to));
  return query;
}

export type SubmissionListQuery = SubmissionFilterQuery & { limit: number; offset: number };

/** The GET /api/submissions query of a list state. */
export function submissionListQuery(state: SubmissionListState): SubmissionListQuery {
  return {
    ...submissionFilterQuery(state),
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
  };
}

/** Whether any filter narrows the list (for the empty state's wording and the Clear button). */
export function hasSubmissionFilters(state: SubmissionListState): boolean {
  return Boolean(state.search.trim() || state.form || state.held || state.from || state.to);
}

/** The patch that clears every filter (the page size stays). */
export const CLEARED_FILTERS: Partial<SubmissionListState> = {
  search: "",
  form: null,
  held: false,
  from: null,
  to: null,
};

/** Pages of a total (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
