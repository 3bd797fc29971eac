import type { CateringRequest } from "@fooddir/contract";
import { Box, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { CateringFiguresHeader } from "../../components/catering-requests/CateringFiguresHeader.tsx";
import { CateringRequestCards } from "../../components/catering-requests/CateringRequestCards.tsx";
import { CateringRequestEmpty } from "../../components/catering-requests/CateringRequestEmpty.tsx";
import { CateringRequestFilters } from "../../components/catering-requests/CateringRequestFilters.tsx";
import {
  CateringRequestTable,
  requestPath,
} from "../../components/catering-requests/CateringRequestTable.tsx";
import { ExportCsvButton } from "../../components/panel/ExportCsvButton.tsx";
import { ListFrame, ListHeader } from "../../components/panel/ListHeader.tsx";
import { ListPager } from "../../components/panel/ListPager.tsx";
import { LoadError } from "../../components/panel/LoadError.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { cateringApi, cateringKeys } from "../../lib/catering-requests/api.ts";
import {
  CATERING_PAGE_SIZES,
  type CateringListState,
  CLEARED_CATERING_FILTERS,
  cateringFilterQuery,
  cateringListQuery,
  cateringListStateToParams,
  hasCateringFilters,
  parseCateringListState,
  updateCateringListState,
} from "../../lib/catering-requests/list-state.ts";
import { formatCount } from "../../lib/content/format.ts";
import { useSiteTimeZone } from "../../lib/content/use-site-time-zone.ts";
import { pageCount } from "../../lib/submissions/list-state.ts";

export function meta() {
  return [{ title: "Catering requests" }];
}

export const ErrorBoundary = PanelError;

/** The catering pipeline: figures, filters in the URL, the requests, CSV export. */
export default function CateringRequests() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => parseCateringListState(params), [params]);
  const { timeZone } = useSiteTimeZone();

  const apply = (patch: Partial<CateringListState>, replace = false) =>
    setParams(cateringListStateToParams(updateCateringListState(state, patch)), {
      replace,
      preventScrollReset: true,
    });
  const clearFilters = () => apply(CLEARED_CATERING_FILTERS);

  const query = cateringListQuery(state);
  const list = useQuery({
    queryKey: cateringKeys.list(query),
    queryFn: () => cateringApi.list(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const pages = pageCount(total, state.limit);
  const loading = list.isPending;

  // A page past the end (an old link) shows the last one.
  const outOfRange = !loading && !list.isPlaceholderData && rows.length === 0 && total > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page falls off the end
  useEffect(() => {
    if (outOfRange && state.page > pages) apply({ page: pages }, true);
  }, [outOfRange, state.page, pages]);

  const onOpen = useCallback(
    (request: CateringRequest) => void navigate(requestPath(request.id)),
    [navigate],
  );
  const shown = {
    rows,
    loading,
    stale: list.isPlaceholderData,
    busy: list.isFetching,
    timeZone,
    onOpen,
  };
  const showEmpty = !loading && !list.isError && rows.length === 0 && !outOfRange;

  return (
    <Stack gap="lg">
      <ListHeader
        title="Catering requests"
        count={loading ? "Loading…" : formatCount(total, "request")}
        actions={
          <ExportCsvButton
            exportCsv={() => cateringApi.exportCsv(cateringFilterQuery(state))}
            disabled={!loading && total === 0}
          />
        }
      />
      <CateringFiguresHeader />
      <ListFrame>
        <CateringRequestFilters state={state} onChange={apply} onClear={clearFilters} />
        {list.isError ? (
          <LoadError
            m="sm"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Catering requests could not be loaded"
            retrying={list.isFetching}
            onRetry={() => list.refetch()}
          />
        ) : null}
        {list.isError && !list.data ? null : (
          <>
            <Box visibleFrom="sm">
              <CateringRequestTable {...shown} />
            </Box>
            <Box hiddenFrom="sm">
              <CateringRequestCards {...shown} />
            </Box>
          </>
        )}
        {showEmpty ? (
          <CateringRequestEmpty filtered={hasCateringFilters(state)} onClear={clearFilters} />
        ) : null}
        <ListPager sizes={CATERING_PAGE_SIZES} state={state} pages={pages} apply={apply} />
      </ListFrame>
    </Stack>
  );
}
