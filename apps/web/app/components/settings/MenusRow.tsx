import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Badge, Box, Group, Paper, Text } from "@mantine/core";
import {
  IconEdit,
  IconExternalLink,
  IconIndentDecrease,
  IconIndentIncrease,
  IconTrash,
} from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import type { EditorItem } from "../../lib/settings/menu-tree.ts";
import { useSortableRow } from "../panel/SortableList.tsx";
import { listStyle, MenusDropZone, MenusIconButton } from "./MenusRowParts.tsx";

export type FocusRequest = { id: string; target: "indent" | "outdent" | "edit" } | null;

/** What a row needs from its menu: permissions, errors, drag state and the actions. */
export type RowContext = {
  errorsOf: (id: string) => Record<string, string> | undefined;
  /** The name of the item above a top-level item, when it may move into it. */
  indentInto: (id: string) => string | null;
  canOutdent: (id: string) => boolean;
  /** While dragging: the list ("root" or a dropdown id) whose places may take the drop. */
  dragContainer: string | null;
  zoneEnabled: (dropdownId: string) => boolean;
  focus: FocusRequest;
  onEdit: (item: EditorItem) => void;
  onDelete: (item: EditorItem) => void;
  onIndent: (item: EditorItem) => void;
  onOutdent: (item: EditorItem) => void;
};

/** One item of a menu: drag handle, text and link, nesting and edit / delete buttons. */
export function MenusRow({
  item,
  container,
  ctx,
}: {
  item: EditorItem;
  /** "root" for top-level items, else the dropdown's id. */
  container: string;
  ctx: RowContext;
}) {
  const droppable = ctx.dragContainer === null || ctx.dragContainer === container;
  const { setNodeRef, transform, transition, isDragging, handle } = useSortableRow(item.id, {
    disabled: { draggable: false, droppable: !droppable },
  });
  const indentRef = useRef<HTMLButtonElement>(null);
  const outdentRef = useRef<HTMLButtonElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const focus = ctx.focus;
  useEffect(() => {
    if (focus?.id !== item.id) return;
    const wanted =
      focus.target === "indent" ? indentRef : focus.target === "outdent" ? outdentRef : editRef;
    (wanted.current ?? editRef.current)?.focus();
  }, [focus, item.id]);
  const errors = ctx.errorsOf(item.id);
  const errorText = errors ? Object.values(errors).join(" ") : "";
  const errorId = `menu-error-${item.id}`;
  const indentInto = container === "root" ? ctx.indentInto(item.id) : null;
  const text = item.text || "(no text)";

  return (
    <Box
      component="li"
      ref={setNodeRef}
      mt={6}
      style={{
        ...listStyle,
        transform: CSS.Translate.toString(transform),
        transition,
        position: "relative",
        zIndex: isDragging ? 2 : undefined,
      }}
      data-menu-item={item.text}
    >
      <Paper
        withBorder
        radius="md"
        px={6}
        py={4}
        shadow={isDragging ? "md" : undefined}
        style={errorText ? { borderColor: "var(--mantine-color-error)" } : undefined}
      >
        <Group wrap="nowrap" gap={6}>
          {handle(`Reorder ${text}`)}
          <Box style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} size="sm" truncate>
                {text}
              </Text>
              {item.dropdown ? (
                <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                  Dropdown
                </Badge>
              ) : null}
            </Group>
            <Group gap={4} wrap="nowrap">
              {item.type === "external" ? (
                <IconExternalLink size={12} aria-label="External link" role="img" />
              ) : null}
              <Text size="xs" c="dimmed" truncate>
                {item.url}
              </Text>
            </Group>
            {errorText ? (
              <Text id={errorId} size="xs" c="var(--mantine-color-error)" mt={2}>
                {errorText}
              </Text>
            ) : null}
          </Box>
          <Group gap={0} wrap="nowrap">
            {indentInto !== null ? (
              <MenusIconButton
                label={`Move ${text} into the dropdown above`}
                tip={`Move into ${indentInto}`}
                buttonRef={indentRef}
                onClick={() => ctx.onIndent(item)}
              >
                <IconIndentIncrease size={16} />
              </MenusIconButton>
            ) : null}
            {container !== "root" && ctx.canOutdent(item.id) ? (
              <MenusIconButton
                label={`Move ${text} out of the dropdown`}
                buttonRef={outdentRef}
                onClick={() => ctx.onOutdent(item)}
              >
                <IconIndentDecrease size={16} />
              </MenusIconButton>
            ) : null}
            <MenusIconButton
              label={`Edit ${text}`}
              tip="Edit"
              buttonRef={editRef}
              describedBy={errorText ? errorId : undefined}
              onClick={() => ctx.onEdit(item)}
            >
              <IconEdit size={16} />
            </MenusIconButton>
            <MenusIconButton
              label={`Delete ${text}`}
              tip="Delete"
              color="red"
              onClick={() => ctx.onDelete(item)}
            >
              <IconTrash size={16} />
            </MenusIconButton>
          </Group>
        </Group>
      </Paper>
      {container === "root" && item.dropdown ? (
        <Box
          component="ul"
          pl={{ base: 20, sm: 32 }}
          style={listStyle}
          aria-label={`${text} items`}
        >
          <SortableContext
            items={item.children.map((c) => c.id)}
            strategy={verticalListSortingStrategy}
          >
            {item.children.map((child) => (
              <MenusRow key={child.id} item={child} container={item.id} ctx={ctx} />
            ))}
          </SortableContext>
          <MenusDropZone item={item} enabled={ctx.zoneEnabled(item.id)} />
        </Box>
      ) : null}
    </Box>
  );
}
