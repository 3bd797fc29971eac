import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Stack } from "@mantine/core";
import { type ReactNode, useId, useMemo } from "react";
import { reorderAnnouncements } from "../../../lib/content/reorder.ts";

type Props<T extends { id: number }> = {
  rows: readonly T[];
  /** What a screen reader calls a row while it moves. */
  titleOf: (row: T) => string;
  /** The list's accessible name. */
  label: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
};

/**
 * A vertical list whose rows (each using useSortable with its row id and a DragHandle) move by
 * pointer or keyboard (Space, arrows, Space), announced by title and position.
 */
export function SortableList<T extends { id: number }>({
  rows,
  titleOf,
  label,
  onMove,
  children,
}: Props<T>) {
  const dndId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => reorderAnnouncements(rows, titleOf), [rows, titleOf]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.id === Number(active.id));
    const to = rows.findIndex((r) => r.id === Number(over.id));
    if (from !== -1 && to !== -1) onMove(from, to);
  };
  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ol" gap="sm" p={0} m={0} aria-label={label} style={{ listStyle: "none" }}>
          {children}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
