import { MENU_MAX_ITEMS } from "@fooddir/contract";
import { Alert, Button, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useId, useRef, useState } from "react";
import {
  addItem,
  canIndent,
  canOutdent,
  type EditorItem,
  type ItemFields,
  indent,
  locate,
  type MenuErrors,
  type MenuKind,
  outdent,
  parentOf,
  removeItem,
  updateItem,
} from "../../lib/settings/menu-tree.ts";
import { ConfirmDialog } from "../content/ConfirmDialog.tsx";
import { SectionCard } from "../panel/SectionCard.tsx";
import { type MenusEditing, MenusItemModal } from "./MenusItemModal.tsx";
import type { FocusRequest } from "./MenusRow.tsx";
import { MenusTree } from "./MenusTree.tsx";

let seq = 0;

/** One menu (header or footer): its items, adding, editing, nesting and removing them. */
export function MenusEditor({
  kind,
  items,
  errors,
  onChange,
  onItemEdited,
}: {
  kind: MenuKind;
  items: EditorItem[];
  errors: MenuErrors | null;
  onChange: (items: EditorItem[]) => void;
  onItemEdited: (id: string) => void;
}) {
  const titleId = useId();
  const fullId = useId();
  const name = kind === "header" ? "Header" : "Footer";
  const [editing, setEditing] = useState<MenusEditing>(null);
  const [deleting, setDeleting] = useState<EditorItem | null>(null);
  const [focus, setFocus] = useState<FocusRequest>(null);
  const [live, setLive] = useState("");
  const addRef = useRef<HTMLButtonElement>(null);
  const full = items.length >= MENU_MAX_ITEMS;
  const childCount = items.reduce((n, i) => n + i.children.length, 0);

  const submit = (fields: ItemFields) => {
    if (editing?.item) {
      onChange(updateItem(items, editing.item.id, fields));
      onItemEdited(editing.item.id);
    } else {
      onChange(addItem(items, `new-${kind}-${++seq}`, fields));
      setLive(`${fields.text} added at the end of the ${name.toLowerCase()} menu.`);
    }
    setEditing(null);
  };
  const remove = (item: EditorItem) => {
    onChange(removeItem(items, item.id));
    onItemEdited(item.id);
    setDeleting(null);
    setLive(`${item.text} removed.`);
    requestAnimationFrame(() => addRef.current?.focus());
  };
  const add = () => setEditing({ item: null, canDropdown: kind === "header" });

  const ctx = {
    errorsOf: (id: string) => errors?.items[id],
    indentInto: (id: string) => {
      if (kind !== "header" || !canIndent(items, id)) return null;
      const at = locate(items, id);
      return at ? items[at.index - 1].text : null;
    },
    canOutdent: (id: string) => canOutdent(items, id),
    focus,
    onEdit: (item: EditorItem) =>
      setEditing({
        item,
        canDropdown: kind === "header" && locate(items, item.id)?.parentId === null,
        errors: errors?.items[item.id],
      }),
    onDelete: (item: EditorItem) => (item.children.length > 0 ? setDeleting(item) : remove(item)),
    onIndent: (item: EditorItem) => {
      const at = locate(items, item.id);
      const above = at ? items[at.index - 1] : null;
      onChange(indent(items, item.id));
      setFocus({ id: item.id, target: "outdent" });
      setLive(`${item.text} moved into the dropdown ${above?.text ?? ""}.`);
    },
    onOutdent: (item: EditorItem) => {
      const parent = parentOf(items, item.id);
      onChange(outdent(items, item.id));
      setFocus({ id: item.id, target: "indent" });
      setLive(`${item.text} moved out of the dropdown ${parent?.text ?? ""}.`);
    },
  };

  return (
    <SectionCard compact labelledBy={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap" align="flex-start">
          <div>
            <Title order={3} size="h4" id={titleId}>
              {name} menu
            </Title>
            <Text size="xs" c="dimmed">
              {items.length} of {MENU_MAX_ITEMS} items
              {childCount > 0 ? ` · ${childCount} in dropdowns` : ""}
            </Text>
          </div>
          <Button
            ref={addRef}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={add}
            disabled={full}
            aria-label={`Add item to the ${name.toLowerCase()} menu`}
            aria-describedby={full ? fullId : undefined}
          >
            Add item
          </Button>
        </Group>
        {full ? (
          <Text id={fullId} size="xs" c="dimmed">
            This menu holds {MENU_MAX_ITEMS} items, the most it can. Remove one, or move items into
            a dropdown, to add another.
          </Text>
        ) : null}
        {errors?.menus[kind] ? (
          <Alert color="red" variant="light" p="xs">
            {errors.menus[kind]}
          </Alert>
        ) : null}
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            No items in the {name.toLowerCase()} menu yet. Add one to link visitors to pages.
          </Text>
        ) : (
          <MenusTree label={`${name} menu items`} items={items} ctx={ctx} onChange={onChange} />
        )}
        {kind === "header" && items.length > 1 && childCount === 0 ? (
          <Text size="xs" c="dimmed">
            To make a dropdown, move an item into the item above it, or turn on Dropdown when
            editing an item.
          </Text>
        ) : null}
      </Stack>
      <VisuallyHidden role="status" aria-live="polite">
        {live}
      </VisuallyHidden>

      <MenusItemModal editing={editing} onClose={() => setEditing(null)} onSubmit={submit} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Remove this dropdown?"
        confirmLabel="Remove"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      >
        <strong>{deleting?.text}</strong> and the{" "}
        {deleting?.children.length === 1 ? "item" : `${deleting?.children.length} items`} in it will
        be removed from the menu when you save.
      </ConfirmDialog>
    </SectionCard>
  );
}
