import { Box, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { AuditLogCards } from "../../components/audit-log/AuditLogCards.tsx";
import { AuditLogEmpty } from "../../components/audit-log/AuditLogEmpty.tsx";
import { AuditLogFilters } from "../../components/audit-log/AuditLogFilters.tsx";
import { AuditLogTable } from "../../components/audit-log/AuditLogTable.tsx";
import { ExportCsvButton } from "../../components/panel/ExportCsvButton.tsx";
import { ListFrame, ListHeader } from "../../components/panel/ListHeader.tsx";
import { ListPager } from "../../components/panel/ListPager.tsx";
import { LoadError } from "../../components/panel/LoadError.tsx";
import { PanelError } from "../../components/panel/PanelError.tsx";
import { auditLogApi, auditLogKeys } from "../../lib/audit-log/api.ts";
import {
  AUDIT_PAGE_SIZES,
  type AuditListState,
  auditFilterQuery,
  auditListQuery,
  auditListStateToParams,
  CLEARED_AUDIT_FILTERS,
  hasAuditFilters,
  parseAuditListState,
  updateAuditListState,
} from "../../lib/audit-log/list-state.ts";
import { formatCount } from "../../lib/content/format.ts";
import { pageCount } from "../../lib/submissions/list-state.ts";

export function meta() {
  return [{ title: "Audit log" }];
}

export const ErrorBoundary = PanelError;

/**
 * The domain's audit log (site admins and super admins; the layout refuses other roles): who
 * signed in or changed what and when, filters in the URL, pages, CSV export.
 */
export default function AuditLog() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseAuditListState(params), [params]);

  const apply = (patch: Partial<AuditListState>, replace = false) =>
    setParams(auditListStateToParams(updateAuditListState(state, patch)), {
      replace,
      preventScrollReset: true,
    });
  const clearFilters = () => apply(CLEARED_AUDIT_FILTERS);

  const query = auditListQuery(state);
  const list = useQuery({
    queryKey: auditLogKeys.list(query),
    queryFn: () => auditLogApi.list(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const pages = pageCount(total, state.limit);
  const loading = list.isPending;

  // A page past the end (an old link, entries pruned since) shows the last one.
  const outOfRange = !loading && !list.isPlaceholderData && rows.length === 0 && total > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page falls off the end
  useEffect(() => {
    if (outOfRange && state.page > pages) apply({ page: pages }, true);
  }, [outOfRange, state.page, pages]);

  const shown = { rows, loading, stale: list.isPlaceholderData, busy: list.isFetching };
  const showEmpty = !loading && !list.isError && rows.length === 0 && !outOfRange;

  return (
    <Stack gap="lg">
      <ListHeader
        title="Audit log"
        count={loading ? "Loading…" : formatCount(total, "entry", "entries")}
        actions={
          <ExportCsvButton
            exportCsv={() => auditLogApi.exportCsv(auditFilterQuery(state))}
            disabled={!loading && total === 0}
          />
        }
      />

      <ListFrame>
        <AuditLogFilters state={state} onChange={apply} onClear={clearFilters} />
        {list.isError ? (
          <LoadError
            m="sm"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="The audit log could not be loaded"
            retrying={list.isFetching}
            onRetry={() => list.refetch()}
          />
        ) : null}
        {list.isError && !list.data ? null : (
          <>
            <Box visibleFrom="sm">
              <AuditLogTable {...shown} />
            </Box>
            <Box hiddenFrom="sm">
              <AuditLogCards {...shown} />
            </Box>
          </>
        )}
        {showEmpty ? (
          <AuditLogEmpty filtered={hasAuditFilters(state)} onClear={clearFilters} />
        ) : null}
        <ListPager sizes={AUDIT_PAGE_SIZES} state={state} pages={pages} apply={apply} />
      </ListFrame>
    </Stack>
  );
}
