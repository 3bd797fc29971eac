import type { useSortable } from "@dnd-kit/sortable";
import { ActionIcon } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";

type Sortable = ReturnType<typeof useSortable>;

type Props = Pick<Sortable, "attributes" | "listeners" | "setActivatorNodeRef"> & {
  /** The accessible name, e.g. "Reorder About us". */
  label: string;
};

/** The grip a sortable row is dragged by (pointer) or picked up with (Space, arrows). */
export function DragHandle({ label, attributes, listeners, setActivatorNodeRef }: Props) {
  return (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: "grab", touchAction: "none" }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
}
