import { Checkbox, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconSelector } from "@tabler/icons-react";
import type { RowData } from "@tanstack/react-table";
import type { CSSProperties, ReactNode } from "react";
import { RecordRow } from "./sortable-rows.tsx";
import type { RecordColumn, RecordListProps } from "./types.ts";
import type { RecordTable as Model } from "./use-record-table.ts";

type Props<T extends RowData> = RecordListProps<T> & { table: Model<T> };

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

function cellStyle<T>(c: RecordColumn<T>): CSSProperties {
  return {
    width: c.width,
    minWidth: c.minWidth,
    maxWidth: c.maxWidth,
    whiteSpace: c.nowrap ? "nowrap" : undefined,
  };
}

/** A header: plain, read by screen readers only, or a sort button with `aria-sort`. */
function Header<T extends RowData>({
  column,
  table,
}: {
  column: RecordColumn<T>;
  table: Model<T>;
}) {
  const model = table.getColumn(column.id);
  const sorted = model?.getCanSort() ? model.getIsSorted() : null;
  const style = cellStyle(column);
  if (column.headerCell) return column.headerCell();
  if (column.hideHeader) {
    return (
      <Table.Th style={style}>
        <VisuallyHidden>{column.header}</VisuallyHidden>
      </Table.Th>
    );
  }
  if (sorted === null || !model) {
    return (
      <Table.Th ta={column.align} style={style}>
        {column.header}
      </Table.Th>
    );
  }
  const Icon = !sorted ? IconSelector : sorted === "asc" ? IconChevronUp : IconChevronDown;
  return (
    <Table.Th
      ta={column.align}
      aria-sort={!sorted ? "none" : sorted === "asc" ? "ascending" : "descending"}
      style={{ whiteSpace: "nowrap", ...style }}
    >
      <UnstyledButton
        onClick={model.getToggleSortingHandler()}
        style={{ display: "inline-flex", gap: 4 }}
      >
        <Text fw={600} size="sm" component="span">
          {column.header}
        </Text>
        <Icon size={15} stroke={1.6} aria-hidden style={{ marginTop: 2 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

function SkeletonRows({
  columns,
  rows,
  select,
}: {
  columns: RecordColumn<never>[];
  rows: number;
  select: boolean;
}) {
  return Array.from({ length: rows }, (_, r) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <Table.Tr key={r} aria-hidden>
      {select ? (
        <Table.Td>
          <Skeleton h={16} w={16} />
        </Table.Td>
      ) : null}
      {columns.map((c) => (
        <Table.Td key={c.id}>
          <Skeleton h={14} w={c.skeleton ?? "80%"} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** The rows as a table (from the sm breakpoint; phones get the cards). */
export function RecordTable<T extends RowData>(props: Props<T>) {
  const { table, columns, selection, onOpen, rowAttributes, expanded, loading } = props;
  const span = columns.length + (selection ? 1 : 0);
  let body: ReactNode;
  if (loading) {
    body = (
      <SkeletonRows
        columns={columns as RecordColumn<never>[]}
        rows={props.skeletonRows ?? 6}
        select={Boolean(selection)}
      />
    );
  } else {
    body = table.getRowModel().rows.map((row) => {
      const open = () => onOpen?.(row.original);
      const ctx = { open, selected: row.getIsSelected() };
      const extra = expanded?.(row.original, "table");
      return [
        <RecordRow
          as={Table.Tr}
          rowKey={row.id}
          key={row.id}
          onClick={onOpen ? open : undefined}
          style={onOpen ? { cursor: "pointer" } : undefined}
          {...rowAttributes?.(row.original)}
        >
          {selection ? (
            <Table.Td w={40} onClick={stop}>
              <Checkbox
                aria-label={selection.label(row.original)}
                checked={ctx.selected}
                disabled={!row.getCanSelect()}
                onChange={row.getToggleSelectedHandler()}
              />
            </Table.Td>
          ) : null}
          {columns.map((c) => (
            <Table.Td key={c.id} ta={c.align} style={cellStyle(c)}>
              {c.cell(row.original, ctx)}
            </Table.Td>
          ))}
        </RecordRow>,
        extra ? (
          <Table.Tr key={`${row.id}-more`}>
            <Table.Td colSpan={span}>{extra}</Table.Td>
          </Table.Tr>
        ) : null,
      ];
    });
  }

  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 760} type="native">
      <Table
        verticalSpacing="sm"
        highlightOnHover={props.highlightOnHover ?? Boolean(onOpen)}
        aria-busy={props.busy ?? false}
        aria-label={props.labelTable ? props.label : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={selection.allLabel ?? "Select all on this page"}
                  checked={table.getIsAllPageRowsSelected()}
                  indeterminate={table.getIsSomePageRowsSelected()}
                  disabled={loading || table.getRowModel().rows.length === 0}
                  onChange={table.getToggleAllPageRowsSelectedHandler()}
                />
              </Table.Th>
            ) : null}
            {columns.map((c) => (
              <Header key={c.id} column={c} table={table} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: props.stale ? 0.6 : 1 }}>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
