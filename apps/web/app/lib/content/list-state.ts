import { POST_SORT_FIELDS } from "@fooddir/contract";
import { dateRangeToParams } from "./format.ts";

export type SortField = (typeof POST_SORT_FIELDS)[number];
export type SortDir = "asc" | "desc";

/** A content list's state; it lives in the URL's search params so back / forward works. */
export type ListState = {
  search: string;
  status: 1 | 2 | 3 | null;
  /** created_at range, `YYYY-MM-DD` days. */
  from: string | null;
  to: string | null;
  sortBy: SortField;
  sortDir: SortDir;
  /** 1-based page. */
  page: number;
  limit: number;
  trash: boolean;
};

export const PAGE_SIZES = [10, 25, 50, 100, 500] as const;
export const DEFAULT_LIMIT = 25;

export const DEFAULT_LIST_STATE: ListState = {
  search: "",
  status: null,
  from: null,
  to: null,
  sortBy: "position",
  sortDir: "asc",
  page: 1,
  limit: DEFAULT_LIMIT,
  trash: false,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function int(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Reads the list state from search params; anything unknown or invalid falls back to defaults. */
export function parseListState(params: URLSearchParams): ListState {
  const status = int(params.get("status"), 1, 3) as ListState["status"];
  const sortBy = params.get("sort");
  const sortDir = params.get("dir");
  const from = params.get("from");
  const to = params.get("to");
  return {
    search: (params.get("q") ?? "").slice(0, 255),
    status,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    sortBy: (POST_SORT_FIELDS as readonly string[]).includes(sortBy ?? "")
      ? (sortBy as SortField)
      : DEFAULT_LIST_STATE.sortBy,
    sortDir: sortDir === "asc" || sortDir === "desc" ? sortDir : DEFAULT_LIST_STATE.sortDir,
    page: int(params.get("page"), 1, 100_000) ?? 1,
    limit: int(params.get("limit"), 1, 500) ?? DEFAULT_LIMIT,
    trash: params.get("trash") === "1",
  };
}

/** The search params of a list state: only what differs from the defaults, in a stable order. */
export function listStateToParams(state: ListState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.trash) p.set("trash", "1");
  if (state.search.trim()) p.set("q", state.search);
  if (state.status !== null) p.set("status", String(state.status));
  if (state.from) p.set("from", state.from);
  if (state.to) p.set("to", state.to);
  if (state.sortBy !== DEFAULT_LIST_STATE.sortBy) p.set("sort", state.sortBy);
  if (state.sortDir !== DEFAULT_LIST_STATE.sortDir) p.set("dir", state.sortDir);
  if (state.page !== 1) p.set("page", String(state.page));
  if (state.limit !== DEFAULT_LIMIT) p.set("limit", String(state.limit));
  return p;
}

/**
 * Applies a change; any change but the page itself goes back to page 1 (a new filter or sort
 * makes the old page number meaningless).
 */
export function updateListState(state: ListState, patch: Partial<ListState>): ListState {
  const next = { ...state, ...patch };
  if (!("page" in patch)) next.page = 1;
  return next;
}

/** The GET /api/posts/by-type query of a list state. */
export function listStateToQuery(state: ListState, type: number) {
  const query: Record<string, string | number> = {
    type,
    deleted: state.trash ? 1 : 0,
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
    sortBy: state.sortBy,
    sortDir: state.sortDir,
  };
  if (state.status !== null) query.status = state.status;
  const search = state.search.trim();
  if (search) query.search = search;
  Object.assign(query, dateRangeToParams(state.from, state.to));
  return query;
}

/** Drag-and-drop ordering only makes sense on the plain position-ordered list. */
export function canReorder(state: ListState): boolean {
  return (
    !state.trash &&
    state.sortBy === "position" &&
    state.sortDir === "asc" &&
    state.status === null &&
    !state.search.trim() &&
    !state.from &&
    !state.to
  );
}

/** Whether any filter narrows the list (for the empty state's wording). */
export function hasFilters(state: ListState): boolean {
  return Boolean(state.search.trim() || state.status !== null || state.from || state.to);
}

/** The next sort when a column header is clicked: same column flips, a new one starts asc. */
export function toggleSort(
  state: ListState,
  field: SortField,
): Pick<ListState, "sortBy" | "sortDir"> {
  if (state.sortBy === field)
    return { sortBy: field, sortDir: state.sortDir === "asc" ? "desc" : "asc" };
  return {
    sortBy: field,
    sortDir: field === "created_at" || field === "updated_at" ? "desc" : "asc",
  };
}
