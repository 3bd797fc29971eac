import {
  type CollisionDetection,
  closestCenter,
  type DragEndEvent,
  type DragStartEvent,
  MeasuringStrategy,
  pointerWithin,
} from "@dnd-kit/core";
import { Box } from "@mantine/core";
import { useMemo, useState } from "react";
import {
  canMoveInto,
  type EditorItem,
  locate,
  menuAnnouncements,
  moveInto,
  reorder,
  zoneTarget,
} from "../../lib/settings/menu-tree.ts";
import { SortableArea } from "../panel/SortableList.tsx";
import { MenusRow, type RowContext } from "./MenusRow.tsx";

type Drag = { id: string; container: string; pointer: boolean } | null;

/**
 * Drop zones win when the pointer is inside one; otherwise the closest place in the list being
 * reordered (places of other lists are disabled while dragging, see MenusRow).
 */
const collision: CollisionDetection = (args) => {
  const isZone = (id: string | number) => zoneTarget(id) !== null;
  if (args.pointerCoordinates) {
    const zones = args.droppableContainers.filter((c) => isZone(c.id));
    const hits = zones.length ? pointerWithin({ ...args, droppableContainers: zones }) : [];
    if (hits.length > 0) return hits;
  }
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => !isZone(c.id)),
  });
};

const measuring = { droppable: { strategy: MeasuringStrategy.Always } };

/** One menu's items with drag and drop: within a list, and (pointer) onto a dropdown. */
export function MenusTree({
  label,
  items,
  ctx,
  onChange,
}: {
  label: string;
  items: EditorItem[];
  ctx: Omit<RowContext, "dragContainer" | "zoneEnabled">;
  onChange: (items: EditorItem[]) => void;
}) {
  const [drag, setDrag] = useState<Drag>(null);
  const announcements = useMemo(() => menuAnnouncements(items), [items]);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const at = locate(items, String(active.id));
    if (!at) return;
    const pointer = !(activatorEvent instanceof KeyboardEvent);
    setDrag({ id: String(active.id), container: at.parentId ?? "root", pointer });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDrag(null);
    if (!over) return;
    const id = String(active.id);
    const target = zoneTarget(over.id);
    if (target) {
      // dnd-kit's live region announces the move (menuAnnouncements).
      const next = moveInto(items, id, target);
      if (next !== items) onChange(next);
      return;
    }
    const next = reorder(items, id, String(over.id));
    if (next !== items) onChange(next);
  };

  const rowCtx: RowContext = {
    ...ctx,
    dragContainer: drag?.container ?? null,
    zoneEnabled: (dropdownId) => !!drag?.pointer && canMoveInto(items, drag.id, dropdownId),
  };

  return (
    <SortableArea
      items={items.map((i) => i.id)}
      announcements={announcements}
      collisionDetection={collision}
      measuring={measuring}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(null)}
    >
      <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: "none" }}>
        {items.map((item) => (
          <MenusRow key={item.id} item={item} container="root" ctx={rowCtx} />
        ))}
      </Box>
    </SortableArea>
  );
}
