import {
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from "@tanstack/react-table";
import { useMemo } from "react";
import type { RecordListProps, RowKey } from "./types.ts";

/** TanStack Table's models the record list uses: server-side sort state and row selection. */
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

const resolve = <S>(updater: Updater<S>, old: S): S =>
  typeof updater === "function" ? (updater as (old: S) => S)(old) : updater;

/**
 * The record list's headless table: TanStack Table keeps the column and row models, the sort
 * toggle cycle and the selection (one row, all of the page, some of it); the list owns the
 * markup. Sorting and paging are the API's (manual), so the table never reorders the rows.
 */
export function useRecordTable<T extends RowData>({
  rows,
  rowKey,
  columns,
  sort,
  selection,
}: Pick<RecordListProps<T>, "rows" | "rowKey" | "columns" | "sort" | "selection">) {
  const sortable = Boolean(sort);
  const tableColumns = useMemo(
    () =>
      columns.map((c) => ({
        id: c.id,
        // A column sorts only with an accessor; the API does the sorting, so the row will do.
        accessorFn: (row: T) => row as unknown,
        enableSorting: sortable && Boolean(c.sortKey),
        sortDescFirst: c.sortFirst === "desc",
      })),
    [columns, sortable],
  );

  const sorting: SortingState = useMemo(() => {
    const column = sort && columns.find((c) => c.sortKey === sort.by);
    return column ? [{ id: column.id, desc: sort.dir === "desc" }] : [];
  }, [columns, sort]);

  // Keys come back from TanStack as strings; map them back to the rows' own keys.
  const byId = useMemo(() => {
    const map = new Map<string, RowKey>();
    for (const key of selection?.selected ?? []) map.set(String(key), key);
    for (const row of rows) map.set(String(rowKey(row)), rowKey(row));
    return map;
  }, [rows, rowKey, selection?.selected]);
  const rowSelection: RowSelectionState = useMemo(
    () => Object.fromEntries((selection?.selected ?? []).map((k) => [String(k), true as const])),
    [selection?.selected],
  );

  return useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: (row: T) => String(rowKey(row)),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting, rowSelection },
    onSortingChange: (updater) => {
      const [next] = resolve(updater, sorting);
      const column = next && columns.find((c) => c.id === next.id);
      if (column?.sortKey) sort?.onSort(column.sortKey, next.desc ? "desc" : "asc");
    },
    enableRowSelection: selection ? (row) => selection.canSelect?.(row.original) ?? true : false,
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      selection?.onChange(Object.keys(next).map((id) => byId.get(id) ?? id));
    },
  });
}

export type RecordTable<T extends RowData> = ReturnType<typeof useRecordTable<T>>;
