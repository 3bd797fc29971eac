import {
  CATERING_REQUEST_STATUSES,
  CATERING_REQUESTS_PAGE_SIZE,
  type CateringRequestFilters,
  type CateringRequestStatus,
  type CateringRequestsQuery,
} from "@fooddir/contract";

/** The catering requests list's state; it lives in the URL's search params (back / forward). */
export type CateringListState = {
  search: string;
  status: CateringRequestStatus | null;
  /** Event date range, `YYYY-MM-DD` days (both inclusive). */
  from: string | null;
  to: string | null;
  /** 1-based page. */
  page: number;
  limit: number;
};

export const CATERING_PAGE_SIZES = [10, 25, 50, 100] as const;

export const DEFAULT_CATERING_LIST_STATE: CateringListState = {
  search: "",
  status: null,
  from: null,
  to: null,
  page: 1,
  limit: CATERING_REQUESTS_PAGE_SIZE,
};

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The API's search takes at most this many characters. */
const SEARCH_MAX = 200;

function int(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

function isStatus(value: string | null): value is CateringRequestStatus {
  return (CATERING_REQUEST_STATUSES as readonly string[]).includes(value ?? "");
}

/** Reads the list state from search params; anything unknown or invalid falls back to defaults. */
export function parseCateringListState(params: URLSearchParams): CateringListState {
  const status = params.get("status");
  const from = params.get("from");
  const to = params.get("to");
  const limit = int(params.get("limit"), 1, 100);
  return {
    search: (params.get("q") ?? "").slice(0, SEARCH_MAX),
    status: isStatus(status) ? status : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    page: int(params.get("page"), 1, 100_000) ?? 1,
    limit:
      limit !== null && (CATERING_PAGE_SIZES as readonly number[]).includes(limit)
        ? limit
        : CATERING_REQUESTS_PAGE_SIZE,
  };
}

/** The search params of a list state: only what differs from the defaults, in a stable order. */
export function cateringListStateToParams(state: CateringListState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.search.trim()) p.set("q", state.search);
  if (state.status) p.set("status", state.status);
  if (state.from) p.set("from", state.from);
  if (state.to) p.set("to", state.to);
  if (state.page !== 1) p.set("page", String(state.page));
  if (state.limit !== CATERING_REQUESTS_PAGE_SIZE) p.set("limit", String(state.limit));
  return p;
}

/** Applies a change; any change but the page itself goes back to page 1. */
export function updateCateringListState(
  state: CateringListState,
  patch: Partial<CateringListState>,
): CateringListState {
  const next = { ...state, ...patch };
  if (!("page" in patch)) next.page = 1;
  return next;
}

/** The filters as GET /api/catering-requests and its export take them (trimmed search). */
export function cateringFilterQuery(state: CateringListState): CateringRequestFilters {
  const query: CateringRequestFilters = {};
  if (state.status) query.status = state.status;
  const search = state.search.trim();
  if (search) query.search = search;
  let { from, to } = state;
  if (from && to && from > to) [from, to] = [to, from];
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}

/** The GET /api/catering-requests query of a list state. */
export function cateringListQuery(state: CateringListState): CateringRequestsQuery {
  return {
    ...cateringFilterQuery(state),
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
  };
}

/** Whether any filter narrows the list (for the empty state's wording and the Clear button). */
export function hasCateringFilters(state: CateringListState): boolean {
  return Boolean(state.search.trim() || state.status || state.from || state.to);
}

/** The patch that clears every filter (the page size stays). */
export const CLEARED_CATERING_FILTERS: Partial<CateringListState> = {
  search: "",
  status: null,
  from: null,
  to: null,
};
