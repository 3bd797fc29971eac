import { Box, Group, Skeleton } from "@mantine/core";
import type { RowData } from "@tanstack/react-table";
import type { RecordListProps } from "./types.ts";
import type { RecordTable } from "./use-record-table.ts";

const ROW_PADDING = { py: "sm", px: { base: "sm", sm: "md" } } as const;
const DIVIDER = "1px solid var(--mantine-color-default-border)";

function RowSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <Group key={i} gap="sm" wrap="nowrap" {...ROW_PADDING}>
      <Skeleton h={34} w={34} radius="md" />
      <Box style={{ flex: 1 }}>
        <Skeleton h={12} w="35%" mb={8} />
        <Skeleton h={10} w="55%" />
      </Box>
    </Group>
  ));
}

/**
 * The `layout="rows"` of a record list: every row is its card, one under the other in a named
 * list with a line between them, at every width. For short lists whose row reads as one line of
 * text with its buttons (locations, cuisine tags, FAQ questions), where a table adds nothing.
 * A tap on the row opens it as on a card; rows are not selectable in this layout.
 */
export function RecordRows<T extends RowData>(
  props: RecordListProps<T> & { table: RecordTable<T> },
) {
  const { table, card, onOpen, rowAttributes, expanded } = props;
  // No named list until there are rows: a test or a screen reader finding "Locations" finds them.
  if (props.loading) {
    return (
      <Box aria-busy="true" aria-hidden>
        <RowSkeletons count={Math.min(props.skeletonRows ?? 4, 6)} />
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={props.label}
      aria-busy={props.busy ?? false}
      m={0}
      p={0}
      style={{ listStyle: "none", opacity: props.stale ? 0.6 : 1 }}
    >
      {table.getRowModel().rows.map((row, i) => {
        const open = () => onOpen?.(row.original);
        return (
          <Box
            key={row.id}
            component="li"
            {...ROW_PADDING}
            onClick={onOpen ? open : undefined}
            style={{ borderTop: i > 0 ? DIVIDER : undefined, cursor: onOpen ? "pointer" : "" }}
            {...rowAttributes?.(row.original)}
          >
            {card(row.original, { open, selected: false })}
            {expanded?.(row.original, "card") ?? null}
          </Box>
        );
      })}
    </Box>
  );
}
