import { Box } from "@mantine/core";
import type { RowData } from "@tanstack/react-table";
import { RecordCards } from "./RecordCards.tsx";
import { RecordRows } from "./RecordRows.tsx";
import { RecordTable } from "./RecordTable.tsx";
import { ReorderedRecords, useReorderedProps } from "./ReorderedRecords.tsx";
import type { RecordListProps } from "./types.ts";
import { useRecordTable } from "./use-record-table.ts";

/**
 * The rows of a panel list: a table from the sm breakpoint (48em, 768 px) and cards below it,
 * both from one declaration of columns and one card. Skeletons on the first load, `aria-busy`
 * while fetching, the previous rows dimmed while the next page loads; optional row opening,
 * sorting by header and selection (TanStack Table keeps their state, see use-record-table.ts).
 */
export function RecordList<T extends RowData>(given: RecordListProps<T>) {
  const props = useReorderedProps(given);
  const table = useRecordTable(props);
  if (props.reorder) return <ReorderedRecords {...props} reorder={props.reorder} table={table} />;
  if (props.layout === "rows") return <RecordRows {...props} table={table} />;
  return (
    <>
      <Box visibleFrom="sm">
        <RecordTable {...props} table={table} />
      </Box>
      <Box hiddenFrom="sm">
        <RecordCards {...props} table={table} />
      </Box>
    </>
  );
}
