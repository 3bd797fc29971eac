import { type FilterQuery, type FilterSpec, type FilterSpecs, intParam } from "./filters.ts";

export type SortDir = "asc" | "desc";

/** The values of a list's filters, by the keys it declared them under. */
export type FilterValues<F extends FilterSpecs> = {
  [K in keyof F]: F[K] extends FilterSpec<infer V> ? V : never;
};

/**
 * A record list's state; it lives in the URL's search params so back / forward and links work.
 * `sortBy` / `sortDir` are there when the list declares sort keys.
 */
export type RecordListState<F extends FilterSpecs, S extends string = string> = FilterValues<F> & {
  /** 1-based page. */
  page: number;
  limit: number;
  sortBy?: S;
  sortDir?: SortDir;
};

/** The API query of a list: its filters (API names), its sort, limit and offset. */
export type RecordListQuery = FilterQuery & { limit: number; offset: number };

export type RecordListSpec<F extends FilterSpecs, S extends string> = {
  filters: F;
  /** The rows-per-page choices; a limit not among them reads as the default. */
  pageSizes: readonly number[];
  defaultLimit: number;
  /** The columns the API sorts by, the default one, and the API's param names. */
  sort?: {
    keys: readonly S[];
    by: S;
    dir: SortDir;
    param?: string;
    dirParam?: string;
    api?: { by: string; dir: string };
  };
};

export type RecordList<F extends FilterSpecs, S extends string> = RecordListSpec<F, S> & {
  defaults: RecordListState<F, S>;
  /** The patch that clears every filter (the page size, the sort and views stay). */
  cleared: Partial<RecordListState<F, S>>;
  /** Reads the state from search params; anything unknown or invalid falls back to defaults. */
  parse: (params: URLSearchParams) => RecordListState<F, S>;
  /** The search params of a state: only what differs from the defaults, in a stable order. */
  toParams: (state: RecordListState<F, S>) => URLSearchParams;
  /** Applies a change; any change but the page itself goes back to page 1. */
  update: (
    state: RecordListState<F, S>,
    patch: Partial<RecordListState<F, S>>,
  ) => RecordListState<F, S>;
  /** Whether any filter narrows the list (the empty state's wording, the Clear button). */
  hasFilters: (state: RecordListState<F, S>) => boolean;
  /** The filters as the API takes them, without paging (the CSV export's query). */
  filterQuery: (state: RecordListState<F, S>) => FilterQuery;
  /** The list call's query: filters, sort, limit and offset. */
  query: (state: RecordListState<F, S>) => RecordListQuery;
};

/** Pages of a total (at least 1). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

const entries = <F extends FilterSpecs>(filters: F) =>
  Object.entries(filters) as [keyof F & string, FilterSpec<unknown>][];

/** A list's state, URL and API query, all from its one declaration of filters and paging. */
export function defineRecordList<F extends FilterSpecs, S extends string = never>(
  spec: RecordListSpec<F, S>,
): RecordList<F, S> {
  const { filters, pageSizes, defaultLimit, sort } = spec;
  const sortParam = sort?.param ?? "sort";
  const dirParam = sort?.dirParam ?? "dir";

  const emptyFilters = Object.fromEntries(
    entries(filters).map(([key, f]) => [key, f.empty]),
  ) as FilterValues<F>;
  const sortDefaults = sort ? { sortBy: sort.by, sortDir: sort.dir } : {};
  const defaults = {
    ...emptyFilters,
    ...sortDefaults,
    page: 1,
    limit: defaultLimit,
  } as RecordListState<F, S>;

  const parse = (params: URLSearchParams) => {
    const state: Record<string, unknown> = {};
    for (const [key, f] of entries(filters)) state[key] = f.read(params);
    if (sort) {
      const by = params.get(sortParam);
      const dir = params.get(dirParam);
      state.sortBy = (sort.keys as readonly string[]).includes(by ?? "") ? by : sort.by;
      state.sortDir = dir === "asc" || dir === "desc" ? dir : sort.dir;
    }
    state.page = intParam(params.get("page"), 1, 100_000) ?? 1;
    const limit = intParam(params.get("limit"), 1, Math.max(...pageSizes));
    state.limit = limit !== null && pageSizes.includes(limit) ? limit : defaultLimit;
    return state as RecordListState<F, S>;
  };

  const toParams = (state: RecordListState<F, S>) => {
    const p = new URLSearchParams();
    for (const [key, f] of entries(filters)) f.write(state[key], p);
    if (sort && state.sortBy !== sort.by) p.set(sortParam, String(state.sortBy));
    if (sort && state.sortDir !== sort.dir) p.set(dirParam, String(state.sortDir));
    if (state.page !== 1) p.set("page", String(state.page));
    if (state.limit !== defaultLimit) p.set("limit", String(state.limit));
    return p;
  };

  const filterQuery = (state: RecordListState<F, S>) => {
    const query: FilterQuery = {};
    for (const [key, f] of entries(filters)) Object.assign(query, f.toQuery(state[key]));
    return query;
  };

  return {
    ...spec,
    defaults,
    cleared: Object.fromEntries(
      entries(filters)
        .filter(([, f]) => !f.view)
        .map(([key, f]) => [key, f.empty]),
    ) as Partial<RecordListState<F, S>>,
    parse,
    toParams,
    update: (state, patch) => {
      const next = { ...state, ...patch };
      return "page" in patch ? next : { ...next, page: 1 };
    },
    hasFilters: (state) => entries(filters).some(([key, f]) => !f.view && f.isSet(state[key])),
    filterQuery,
    query: (state) => ({
      ...filterQuery(state),
      ...(sort?.api && state.sortBy
        ? { [sort.api.by]: state.sortBy, [sort.api.dir]: state.sortDir ?? sort.dir }
        : {}),
      limit: state.limit,
      offset: (state.page - 1) * state.limit,
    }),
  };
}
