/** The users list's state; it lives in the URL's search params so back / forward works. */
export type UsersListState = {
  search: string;
  /** 1-based page. */
  page: number;
  limit: number;
};

export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_DEFAULT_LIMIT = 25;

export const DEFAULT_USERS_LIST_STATE: UsersListState = {
  search: "",
  page: 1,
  limit: USER_DEFAULT_LIMIT,
};

function int(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Reads `?q=&page=&limit=`; anything unknown or invalid falls back to the defaults. */
export function parseUsersListState(params: URLSearchParams): UsersListState {
  const limit = int(params.get("limit"), 1, 100);
  return {
    search: (params.get("q") ?? "").slice(0, 255),
    page: int(params.get("page"), 1, 100_000) ?? 1,
    limit:
      limit !== null && (USER_PAGE_SIZES as readonly number[]).includes(limit)
        ? limit
        : USER_DEFAULT_LIMIT,
  };
}

/** The search params of a list state: only what differs from the defaults, in a stable order. */
export function usersListStateToParams(state: UsersListState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.search.trim()) p.set("q", state.search);
  if (state.page !== 1) p.set("page", String(state.page));
  if (state.limit !== USER_DEFAULT_LIMIT) p.set("limit", String(state.limit));
  return p;
}

/** Applies a change; any change but the page itself goes back to page 1. */
export function updateUsersListState(
  state: UsersListState,
  patch: Partial<UsersListState>,
): UsersListState {
  const next = { ...state, ...patch };
  if (!("page" in patch)) next.page = 1;
  return next;
}

export type UsersListQuery = { search?: string; limit: number; offset: number };

/** The GET /api/users query of a list state (trimmed search, limit / offset). */
export function usersListQuery(state: UsersListState): UsersListQuery {
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    limit: state.limit,
    offset: (state.page - 1) * state.limit,
  };
}

/** Pages of a total (at least 1). */
export function usersPageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The page to show when the current one is past the end (after a delete emptied the last page,
 * or a stale link): the last page, or null when the page is fine.
 */
export function clampedPage(page: number, total: number, limit: number): number | null {
  const last = usersPageCount(total, limit);
  return page > last ? last : null;
}
