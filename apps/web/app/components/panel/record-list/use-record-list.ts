import type { ListEnvelope } from "@fooddir/contract";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { FilterSpecs } from "../../../lib/record-list/filters.ts";
import {
  pageCount,
  type RecordList,
  type RecordListQuery,
  type RecordListState,
} from "../../../lib/record-list/list-state.ts";

type Options<T> = {
  /** The list call's cache key (lib/<x>/api.ts keys), from the query the URL state gives. */
  queryKey: (query: RecordListQuery) => QueryKey;
  fetch: (query: RecordListQuery) => Promise<ListEnvelope<T>>;
};

/**
 * A record list screen's wiring: the state in the URL, the list query (the previous page stays
 * shown while the next loads), the page count, and the move back to the last page when the
 * current one fell off the end (its last row deleted, an old link).
 */
export function useRecordList<F extends FilterSpecs, S extends string, T>(
  list: RecordList<F, S>,
  { queryKey, fetch }: Options<T>,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => list.parse(params), [list, params]);

  /** Applies a change to the URL; `replace` for typing (no history entry per key). */
  const apply = useCallback(
    (patch: Partial<RecordListState<F, S>>, replace = false) =>
      setParams(list.toParams(list.update(state, patch)), { replace, preventScrollReset: true }),
    [list, state, setParams],
  );
  const clearFilters = useCallback(() => apply(list.cleared), [apply, list]);

  const query = list.query(state);
  const result = useQuery({
    queryKey: queryKey(query),
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.data ?? EMPTY;
  const total = result.data?.meta.total ?? 0;
  const pages = pageCount(total, state.limit);
  const loading = result.isPending;

  // A page past the end shows the last one.
  const outOfRange = !loading && !result.isPlaceholderData && rows.length === 0 && total > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page falls off the end
  useEffect(() => {
    if (outOfRange && state.page > pages) apply({ page: pages } as Partial<typeof state>, true);
  }, [outOfRange, state.page, pages]);

  return {
    list,
    state,
    apply,
    clearFilters,
    /** The TanStack query of the rows (refetch, dataUpdatedAt, isError…). */
    result,
    rows: rows as T[],
    total,
    pages,
    /** The first load: no rows to show yet. */
    loading,
    /** The rows are the previous query's, shown while the next loads. */
    stale: result.isPlaceholderData,
    /** A request for the rows is in flight. */
    busy: result.isFetching,
    filtered: list.hasFilters(state),
    /** Nothing to list (and not a failed load or a page off the end). */
    empty: !loading && !result.isError && rows.length === 0 && !outOfRange,
  };
}

const EMPTY: never[] = [];

export type RecordListScreenState<F extends FilterSpecs, S extends string, T> = ReturnType<
  typeof useRecordList<F, S, T>
>;
