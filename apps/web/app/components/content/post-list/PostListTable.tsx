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
import type { Post } from "@fooddir/contract";
import { Box, Table } from "@mantine/core";
import { useId, useMemo } from "react";
import type { ListState, SortField } from "../../../lib/content/list-state.ts";
import { reorderAnnouncements } from "../../../lib/content/reorder.ts";
import type { SectionConfig } from "../../../lib/content/sections.ts";
import { SkeletonRows } from "./PostListStates.tsx";
import { PostRow } from "./PostRow.tsx";
import type { PostRowProps } from "./PostRowActions.tsx";
import { ManualOrderHeader, SortHeader } from "./SortHeader.tsx";

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
} as const;

/**
 * The posts table: sortable headers, one row per post (skeleton rows while loading), and
 * drag-and-drop reordering by pointer or keyboard with spoken announcements.
 */
export function PostListTable({
  config,
  state,
  rows,
  loading,
  busy,
  stale,
  reorderable,
  actions,
  onSort,
  onManualOrder,
  onReorder,
}: {
  config: SectionConfig;
  state: ListState;
  rows: Post[];
  /** The first page is still loading. */
  loading: boolean;
  /** A request for the table is in flight. */
  busy: boolean;
  /** The rows are the previous query's, shown while the new one loads. */
  stale: boolean;
  reorderable: boolean;
  actions: Pick<PostRowProps, "onStatus" | "onTrash" | "onRestore" | "onDestroy">;
  onSort: (field: SortField) => void;
  onManualOrder: () => void;
  onReorder: (activeId: number, overId: number) => void;
}) {
  const dndId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onReorder(Number(active.id), Number(over.id));
  };
  const announcements = useMemo(
    () => reorderAnnouncements(rows, (post) => post.attributes.title),
    [rows],
  );
  const cols = 5 + (state.trash ? 0 : 1) + (config.thumbnails ? 1 : 0);

  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <DndContext
        id={dndId}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements }}
      >
        <Table verticalSpacing="sm" highlightOnHover stickyHeader={false} aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>
              {!state.trash ? (
                <ManualOrderHeader active={state.sortBy === "position"} onSelect={onManualOrder} />
              ) : null}
              {config.thumbnails ? <Table.Th visibleFrom="sm">Images</Table.Th> : null}
              <SortHeader field="title" state={state} onSort={onSort}>
                Title
              </SortHeader>
              <Table.Th visibleFrom="sm">Status</Table.Th>
              <SortHeader field="created_at" state={state} onSort={onSort} hideOnPhone>
                Created
              </SortHeader>
              {state.trash ? (
                <Table.Th visibleFrom="sm">Trashed</Table.Th>
              ) : (
                <SortHeader field="updated_at" state={state} onSort={onSort} hideOnPhone>
                  Updated
                </SortHeader>
              )}
              <Table.Th w={56}>
                <Box component="span" style={visuallyHidden}>
                  Actions
                </Box>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ opacity: stale ? 0.6 : 1 }}>
            <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
              {loading ? (
                <SkeletonRows cols={cols} />
              ) : (
                rows.map((post) => (
                  <PostRow
                    key={post.id}
                    post={post}
                    config={config}
                    reorderable={reorderable}
                    trash={state.trash}
                    {...actions}
                  />
                ))
              )}
            </SortableContext>
          </Table.Tbody>
        </Table>
      </DndContext>
    </Table.ScrollContainer>
  );
}
