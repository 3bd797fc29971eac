import { Group } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { RowData } from "@tanstack/react-table";
import { useMemo } from "react";
import { RecordCards } from "./RecordCards.tsx";
import { RecordTable } from "./RecordTable.tsx";
import {
  RecordReorderHandle,
  RecordRowOrder,
  reorderColumn,
  UNAVAILABLE,
} from "./sortable-rows.tsx";
import type { RecordListProps, RecordReorder, RowContext } from "./types.ts";
import type { RecordTable as RecordTableModel } from "./use-record-table.ts";

/**
 * A list with `reorder`: the handle column first and the handle beside each card. Shows one
 * layout at a time (the table from sm, the cards below), so one set of sortables and one live
 * region exist, where a list without reorder draws both and lets CSS pick.
 */
export function useReorderedProps<T>(props: RecordListProps<T>): RecordListProps<T> {
  const { reorder, sort, columns, card } = props;
  const ordered = useMemo(
    () => (reorder ? [reorderColumn(reorder, sort), ...columns] : columns),
    [reorder, sort, columns],
  );
  const withHandle = useMemo(
    () =>
      reorder
        ? (row: T, ctx: RowContext) => (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <RecordReorderHandle
                label={reorder.label(row)}
                unavailable={reorder.unavailable ?? UNAVAILABLE}
              />
              <div style={{ flex: 1, minWidth: 0 }}>{card(row, ctx)}</div>
            </Group>
          )
        : card,
    [reorder, card],
  );
  return reorder ? { ...props, columns: ordered, card: withHandle } : props;
}

/** The rows of a list with `reorder`, in one sortable area: the table, or on phones the cards. */
export function ReorderedRecords<T extends RowData>(
  props: RecordListProps<T> & { reorder: RecordReorder<T>; table: RecordTableModel<T> },
) {
  const phone = useMediaQuery("(max-width: 47.99em)", false);
  return (
    <RecordRowOrder reorder={props.reorder} rows={props.rows} rowKey={props.rowKey}>
      {phone ? <RecordCards {...props} /> : <RecordTable {...props} />}
    </RecordRowOrder>
  );
}
