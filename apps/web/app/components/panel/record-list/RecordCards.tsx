import { Checkbox, Group, Paper, Skeleton, Stack } from "@mantine/core";
import type { RowData } from "@tanstack/react-table";
import { RecordRow } from "./sortable-rows.tsx";
import type { RecordListProps } from "./types.ts";
import type { RecordTable } from "./use-record-table.ts";

function CardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <Paper key={i} component="li" withBorder radius="md" p="sm" aria-hidden>
      <Stack gap={8}>
        <Group justify="space-between">
          <Skeleton h={14} w="45%" />
          <Skeleton h={18} w={60} />
        </Group>
        <Skeleton h={12} w="60%" />
        <Skeleton h={12} w="90%" />
      </Stack>
    </Paper>
  ));
}

/**
 * The rows on phones: one card per row, in a named list. A tap on the card opens the row; the
 * card's own button (the screen puts it in, with ctx.open) does the same for keyboards.
 */
export function RecordCards<T extends RowData>(
  props: RecordListProps<T> & { table: RecordTable<T> },
) {
  const { table, card, selection, onOpen, rowAttributes, expanded } = props;
  return (
    <Stack
      gap="xs"
      p="sm"
      component="ul"
      aria-label={props.label}
      aria-busy={props.busy ?? false}
      style={{ listStyle: "none", margin: 0, opacity: props.stale ? 0.6 : 1 }}
    >
      {props.loading ? (
        <CardSkeletons count={Math.min(props.skeletonRows ?? 4, 5)} />
      ) : (
        table.getRowModel().rows.map((row) => {
          const open = () => onOpen?.(row.original);
          const ctx = { open, selected: row.getIsSelected() };
          const content = card(row.original, ctx);
          return (
            <RecordRow
              as={Paper}
              rowKey={row.id}
              key={row.id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              onClick={onOpen ? open : undefined}
              style={onOpen ? { cursor: "pointer" } : undefined}
              {...rowAttributes?.(row.original)}
            >
              {selection ? (
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Checkbox
                    mt={2}
                    aria-label={selection.label(row.original)}
                    checked={ctx.selected}
                    disabled={!row.getCanSelect()}
                    onClick={(e) => e.stopPropagation()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                  <div style={{ flex: 1, minWidth: 0 }}>{content}</div>
                </Group>
              ) : (
                content
              )}
              {expanded?.(row.original, "card") ?? null}
            </RecordRow>
          );
        })
      )}
    </Stack>
  );
}
