import type { DragEndEvent } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Table, Tooltip, UnstyledButton } from "@mantine/core";
import { IconGripVertical, IconSelector } from "@tabler/icons-react";
import {
  type CSSProperties,
  createContext,
  type ElementType,
  type ReactNode,
  useContext,
  useMemo,
} from "react";
import { reorderAnnouncements } from "../../../lib/content/reorder.ts";
import { DragHandle } from "../DragHandle.tsx";
import { SortableArea } from "../SortableList.tsx";
import type { RecordColumn, RecordReorder, RecordSort, RowKey } from "./types.ts";

/**
 * Drag ordering of a record list's rows (`reorder` on RecordList): each row (table row, or card
 * on phones) is a dnd-kit sortable moved by its handle with the pointer, or with the keyboard
 * (Space picks it up, the arrows move it, Space drops it), announced by title and position.
 * The list puts the handle column first and the handle on each card; the screen saves the move.
 */

/** null: the list does not reorder; else whether the handles work now. */
const OrderContext = createContext<boolean | null>(null);
const HandleContext = createContext<ReturnType<typeof useSortable> | null>(null);

const id = (key: RowKey) => String(key);

/** The sortable area around the rows: one DndContext (one live region) for the list. */
export function RecordRowOrder<T>({
  reorder,
  rows,
  rowKey,
  children,
}: {
  reorder: RecordReorder<T>;
  rows: T[];
  rowKey: (row: T) => RowKey;
  children: ReactNode;
}) {
  const items = useMemo(() => rows.map((r) => id(rowKey(r))), [rows, rowKey]);
  const announcements = useMemo(
    () =>
      reorderAnnouncements(
        rows.map((row) => ({ id: Number(rowKey(row)), row })),
        (item) => reorder.titleOf(item.row),
      ),
    [rows, rowKey, reorder.titleOf],
  );
  const keyOf = (dragId: string | number) => rows.find((r) => id(rowKey(r)) === String(dragId));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = keyOf(active.id);
    const to = over ? keyOf(over.id) : undefined;
    if (from !== undefined && to !== undefined && from !== to) {
      reorder.onMove(rowKey(from), rowKey(to));
    }
  };
  return (
    <SortableArea items={items} announcements={announcements} onDragEnd={onDragEnd}>
      <OrderContext.Provider value={reorder.enabled}>{children}</OrderContext.Provider>
    </SortableArea>
  );
}

type RowProps = {
  /** The element the row is (Table.Tr, a Paper card); it gets the sortable's ref and style. */
  as: ElementType;
  rowKey: RowKey;
  style?: CSSProperties;
  children?: ReactNode;
} & Record<string, unknown>;

function SortableRow({ as: Row, rowKey, style, ...rest }: RowProps) {
  const enabled = useContext(OrderContext);
  const sortable = useSortable({ id: id(rowKey), disabled: !enabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const moving: CSSProperties = {
    ...style,
    transform: CSS.Translate.toString(transform),
    transition,
    position: "relative",
    zIndex: isDragging ? 2 : undefined,
    background: isDragging ? "var(--mantine-color-body)" : style?.background,
    boxShadow: isDragging ? "var(--mantine-shadow-md)" : undefined,
  };
  return (
    <HandleContext.Provider value={sortable}>
      <Row ref={setNodeRef} style={moving} {...rest} />
    </HandleContext.Provider>
  );
}

/** A row of the list: as it is, or a sortable one inside RecordRowOrder. */
export function RecordRow({ as: Row, rowKey, ...rest }: RowProps) {
  const ordered = useContext(OrderContext) !== null;
  if (!ordered) return <Row {...rest} />;
  return <SortableRow as={Row} rowKey={rowKey} {...rest} />;
}

/** A row's drag handle; while the list cannot be reordered, a disabled grip with a tip. */
export function RecordReorderHandle({
  label,
  unavailable,
}: {
  label: string;
  unavailable: string;
}) {
  const sortable = useContext(HandleContext);
  const enabled = useContext(OrderContext);
  if (!sortable) return null;
  if (!enabled) {
    return (
      <Tooltip label={unavailable} withArrow openDelay={300}>
        <ActionIcon variant="transparent" color="gray" disabled aria-label="Reordering unavailable">
          <IconGripVertical size={16} />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <DragHandle
      label={label}
      attributes={sortable.attributes}
      listeners={sortable.listeners}
      setActivatorNodeRef={sortable.setActivatorNodeRef}
    />
  );
}

export const UNAVAILABLE = "Sort by order without filters to reorder";

/**
 * The handle column the list puts first. Its header sorts by the manual order (`sortKey`, always
 * ascending: the order the handles set), with `aria-sort` while that is the list's sort.
 */
export function reorderColumn<T>(reorder: RecordReorder<T>, sort?: RecordSort): RecordColumn<T> {
  const { sortKey } = reorder;
  return {
    id: "reorder",
    header: "Order",
    width: 40,
    skeleton: 16,
    headerCell: () => (
      <Table.Th w={40} pr={0} aria-sort={sort?.by === sortKey ? "ascending" : "none"}>
        {sort && sortKey ? (
          <Tooltip label="Manual order" withArrow>
            <UnstyledButton
              aria-label="Sort by manual order"
              onClick={() => sort.onSort(sortKey, "asc")}
            >
              <IconSelector size={15} aria-hidden />
            </UnstyledButton>
          </Tooltip>
        ) : null}
      </Table.Th>
    ),
    cell: (row) => (
      <RecordReorderHandle
        label={reorder.label(row)}
        unavailable={reorder.unavailable ?? UNAVAILABLE}
      />
    ),
  };
}
