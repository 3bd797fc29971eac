import {
  type Announcements,
  closestCenter,
  DndContext,
  type DndContextProps,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  type UseSortableArguments as SortableArgs,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Paper, Stack } from "@mantine/core";
import { type CSSProperties, type ReactNode, useId, useMemo } from "react";
import { reorderAnnouncements } from "../../lib/content/reorder.ts";
import { DragHandle } from "./DragHandle.tsx";

/**
 * The sensors of every sortable list in the panel: a pointer drag starts after 4px (so a click
 * on the handle stays a click), the keyboard picks up with Space and moves with the arrows.
 */
export function useSortSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * The sortable area around a list's rows: one DndContext (one live region, announced by
 * `announcements`) and the sortable items by id, vertical. A list with more to it (the menu
 * tree: drop zones, drag state) passes its own collision detection, measuring and drag events.
 */
type AreaProps = Pick<
  DndContextProps,
  "collisionDetection" | "measuring" | "onDragStart" | "onDragCancel"
> & {
  items: (number | string)[];
  announcements: Announcements;
  onDragEnd: (event: DragEndEvent) => void;
  children: ReactNode;
};

export function SortableArea({
  items,
  announcements,
  collisionDetection = closestCenter,
  children,
  ...dragEvents
}: AreaProps) {
  const dndId = useId();
  const sensors = useSortSensors();
  return (
    <DndContext
      {...dragEvents}
      id={dndId}
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One sortable row: useSortable's state, the row's moving `style` (for a list item) and its drag
 * handle, named by `handle(label)`.
 */
export function useSortableRow(id: number | string, options?: Omit<SortableArgs, "id">) {
  const sortable = useSortable({ id, ...options });
  const { attributes, listeners, setActivatorNodeRef, transform, transition } = sortable;
  return {
    ...sortable,
    style: { transform: CSS.Transform.toString(transform), transition, listStyle: "none" },
    handle: (label: string) => (
      <DragHandle
        label={label}
        attributes={attributes}
        listeners={listeners}
        setActivatorNodeRef={setActivatorNodeRef}
      />
    ),
  };
}

/**
 * A sortable row drawn as a small bordered card (`<li>`), moving with its `sortable`
 * (useSortableRow): a menu's dish, a featured member.
 */
export function SortableCard({
  sortable,
  children,
  ...data
}: {
  sortable: { setNodeRef: (node: HTMLElement | null) => void; style: CSSProperties };
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  return (
    <Paper
      {...data}
      component="li"
      ref={sortable.setNodeRef}
      withBorder
      radius="md"
      p="xs"
      style={sortable.style}
    >
      {children}
    </Paper>
  );
}

type Props<T extends { id: number }> = {
  rows: readonly T[];
  /** What a screen reader calls a row while it moves. */
  titleOf: (row: T) => string;
  /** The list's accessible name (or `labelledBy`: the id of the element that names it). */
  label?: string;
  labelledBy?: string;
  gap?: number | string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
};

/**
 * A vertical list whose rows (each using useSortableRow with its row id) move by pointer or
 * keyboard (Space, arrows, Space), announced by title and position.
 */
export function SortableList<T extends { id: number }>({
  rows,
  titleOf,
  label,
  labelledBy,
  gap = "sm",
  onMove,
  children,
}: Props<T>) {
  const announcements = useMemo(() => reorderAnnouncements(rows, titleOf), [rows, titleOf]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.id === Number(active.id));
    const to = rows.findIndex((r) => r.id === Number(over.id));
    if (from !== -1 && to !== -1) onMove(from, to);
  };
  return (
    <SortableArea items={rows.map((r) => r.id)} announcements={announcements} onDragEnd={onDragEnd}>
      <Stack
        component="ol"
        gap={gap}
        p={0}
        m={0}
        aria-label={label}
        aria-labelledby={labelledBy}
        style={{ listStyle: "none" }}
      >
        {children}
      </Stack>
    </SortableArea>
  );
}
