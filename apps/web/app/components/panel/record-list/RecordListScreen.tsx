import { Group, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import type { CsvExport } from "../../../lib/api/csv-export.ts";
import { isPaged } from "../../../lib/record-list/all-rows.ts";
import type { FilterQuery, FilterSpecs } from "../../../lib/record-list/filters.ts";
import { ExportCsvButton } from "../ExportCsvButton.tsx";
import { ListEmpty, type ListEmptyTexts } from "../ListEmpty.tsx";
import { ListFrame, ListHeader } from "../ListHeader.tsx";
import { ListPager } from "../ListPager.tsx";
import { LoadError } from "../LoadError.tsx";
import { type FilterChoices, RecordFilters } from "./RecordFilters.tsx";
import { RecordList } from "./RecordList.tsx";
import type { RecordListProps } from "./types.ts";
import type { RecordListScreenState } from "./use-record-list.ts";

type Props<F extends FilterSpecs, S extends string, T extends RowData> = Omit<
  RecordListProps<T>,
  "rows" | "loading" | "stale" | "busy" | "sort"
> & {
  /** useRecordList's answer: the URL state and the rows' query. */
  screen: RecordListScreenState<F, S, T>;
  title: string;
  /** The heading's count ("12 submissions") once loaded. */
  count: (total: number) => string;
  /** The other buttons of the header (New…), before Export CSV. */
  actions?: ReactNode;
  /** What stands between the heading and the list (the catering pipeline's figures). */
  intro?: ReactNode;
  /** The CSV of what the filters match (GET …/export); none: no Export button. */
  exportCsv?: (query: FilterQuery) => Promise<CsvExport>;
  /** The alert's title when the rows could not be loaded. */
  errorTitle: string;
  /** The alert's text (default: check the connection). */
  errorText?: ReactNode;
  /** The empty list: nothing yet (icon, title, text), or nothing matching the filters. */
  empty: ListEmptyTexts;
  filterOrder?: (keyof F & string)[];
  filterChoices?: Partial<Record<keyof F, FilterChoices>>;
  /** Sorting by header, when the list declares sort keys. */
  sortable?: boolean;
  /** Drawers and dialogs of the screen. */
  children?: ReactNode;
};

/**
 * A whole panel list screen: the heading with its count and Export CSV, the filter bar from the
 * list's declaration, the rows (or a load error with Retry, or the empty state), the pager.
 * A screen is its columns, its card, its filter declaration and its query (see submissions.tsx).
 */
export function RecordListScreen<F extends FilterSpecs, S extends string, T extends RowData>({
  screen,
  title,
  count,
  actions,
  intro,
  exportCsv,
  errorTitle,
  errorText,
  empty,
  filterOrder,
  filterChoices,
  sortable,
  children,
  ...rowProps
}: Props<F, S, T>) {
  const { list, state, apply, clearFilters, result, loading } = screen;
  const exportButton = exportCsv ? (
    <ExportCsvButton
      exportCsv={() => exportCsv(list.filterQuery(state))}
      disabled={!loading && screen.total === 0}
    />
  ) : null;
  return (
    <Stack gap="lg">
      <ListHeader
        title={title}
        count={loading ? "Loading…" : count(screen.total)}
        actions={
          actions && exportButton ? (
            <Group gap="sm">
              {actions}
              {exportButton}
            </Group>
          ) : (
            (actions ?? exportButton)
          )
        }
      />

      {intro}
      <ListFrame>
        <RecordFilters screen={screen} order={filterOrder} choices={filterChoices} />
        {result.isError ? (
          <LoadError
            m="sm"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={errorTitle}
            retrying={result.isFetching}
            onRetry={() => result.refetch()}
          >
            {errorText}
          </LoadError>
        ) : null}
        {result.isError && !result.data ? null : (
          <RecordList
            {...rowProps}
            rows={screen.rows}
            loading={loading}
            stale={screen.stale}
            busy={screen.busy}
            sort={
              sortable && state.sortBy && state.sortDir
                ? {
                    by: state.sortBy,
                    dir: state.sortDir,
                    onSort: (by, dir) => apply({ sortBy: by as S, sortDir: dir } as never),
                  }
                : undefined
            }
          />
        )}
        {screen.empty ? (
          <ListEmpty {...empty} filtered={screen.filtered} onClear={clearFilters} />
        ) : null}
        {isPaged(list) ? (
          <ListPager
            sizes={list.pageSizes}
            state={state}
            pages={screen.pages}
            apply={apply as (patch: { page?: number; limit?: number }) => void}
          />
        ) : null}
      </ListFrame>
      {children}
    </Stack>
  );
}
