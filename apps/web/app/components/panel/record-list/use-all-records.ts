import type { ListEnvelope } from "@fooddir/contract";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { FilterQuery, FilterSpecs } from "../../../lib/record-list/filters.ts";
import type { RecordList, RecordListState } from "../../../lib/record-list/list-state.ts";
import type { RecordListScreenState } from "./use-record-list.ts";

type Options<F extends FilterSpecs, S extends string, T> = {
  /** The one call's cache key, from the filters the API takes (none for a list it never filters). */
  queryKey: (query: FilterQuery) => QueryKey;
  /** Every row at once (GET without paging), narrowed by the API filters when it takes them. */
  fetch: (query: FilterQuery) => Promise<T[]>;
  /** Filters done here, on the loaded rows: whether a row stays. */
  match?: (row: T, state: RecordListState<F, S>) => boolean;
  /** The rows' order, done here (the API's order when left out). */
  compare?: (a: T, b: T, state: RecordListState<F, S>) => number;
  /** No toast when the load fails (the screen's alert says it; My catering). */
  silent?: boolean;
};

/**
 * The record list of a list the API does not page (locations, cuisine tags): the declaration's
 * URL state, one call for all the rows (kept on screen while a new search loads), then the local
 * filters and order. It answers as useRecordList does, so RecordListScreen draws it; declare
 * such a list with `...ALL_ROWS` (lib/record-list/all-rows.ts) and the screen shows no pager.
 */
export function useAllRecords<F extends FilterSpecs, S extends string, T>(
  list: RecordList<F, S>,
  { queryKey, fetch, match, compare, silent }: Options<F, S, T>,
): RecordListScreenState<F, S, T> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => list.parse(params), [list, params]);
  const apply = (patch: Partial<RecordListState<F, S>>, replace = false) =>
    setParams(list.toParams(list.update(state, patch)), { replace, preventScrollReset: true });

  const query = list.filterQuery(state);
  const result = useQuery({
    queryKey: queryKey(query),
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
    meta: silent ? { silent } : undefined,
    // The screen's rows as a list envelope: what RecordListScreen reads.
    select: (all): ListEnvelope<T> => {
      const kept = match ? all.filter((row) => match(row, state)) : all;
      const rows = compare ? [...kept].sort((a, b) => compare(a, b, state)) : kept;
      return { data: rows, meta: { total: rows.length, limit: rows.length, offset: 0 } };
    },
  });
  const rows = result.data?.data ?? [];
  const loading = result.isPending;
  return {
    list,
    state,
    apply,
    clearFilters: () => apply(list.cleared),
    result,
    rows,
    total: rows.length,
    pages: 1,
    loading,
    stale: result.isPlaceholderData,
    busy: result.isFetching,
    filtered: list.hasFilters(state),
    empty: !loading && !result.isError && rows.length === 0,
  };
}
