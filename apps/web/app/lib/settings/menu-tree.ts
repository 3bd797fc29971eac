import { MENU_MAX_CHILDREN, MENU_MAX_ITEMS, type MenuBody, type MenuItem } from "@fooddir/contract";
import { type DragRef, dragAnnouncements } from "../content/reorder.ts";

/**
 * The header and footer menus as the editor of /panel/site-options?tab=menus holds them: every
 * item has a stable id (for drag and drop and for pinning server errors), header items may hold
 * one level of children and footer items none (packages/contract `menuBodySchema`). One item's
 * checks are in menu-validation.ts; the pages offered as internal links in menu-pages.ts.
 */

export type MenuKind = "header" | "footer";
export type LinkType = "internal" | "external";
export type EditorItem = {
  id: string;
  text: string;
  url: string;
  type: LinkType;
  /** Header top-level items only: shown as a dropdown (always true while it has children). */
  dropdown: boolean;
  children: EditorItem[];
};
export type EditorMenus = Record<MenuKind, EditorItem[]>;
export type ItemFields = { text: string; url: string; type: LinkType; dropdown?: boolean };
export type ItemLocation = { parentId: string | null; index: number };

export const MENU_KINDS: readonly MenuKind[] = ["header", "footer"];

const leaf = (item: MenuItem, id: string): EditorItem => ({
  id,
  text: item.text ?? "",
  url: item.url ?? "",
  type: item.type === "external" ? "external" : "internal",
  dropdown: false,
  children: [],
});

/**
 * Stored menus -> editor items. Shapes the server no longer accepts are flattened rather than
 * dropped: footer children and header grandchildren follow their parent at its level.
 */
export function fromBody(body: MenuBody, prefix = ""): EditorMenus {
  const header: EditorItem[] = [];
  const footer: EditorItem[] = [];
  let n = 0;
  const next = (menu: MenuKind) => `${prefix}${menu}-${n++}`;
  const flat = (items: MenuItem[] | undefined, menu: MenuKind, out: EditorItem[]) => {
    for (const item of items ?? []) {
      out.push(leaf(item, next(menu)));
      flat(item.children, menu, out);
    }
  };
  for (const item of body.header ?? []) {
    const top = leaf(item, next("header"));
    for (const child of item.children ?? []) {
      top.children.push(leaf(child, next("header")));
      flat(child.children, "header", top.children);
    }
    top.dropdown = item.mode === "dropdown" || top.children.length > 0;
    header.push(top);
  }
  flat(body.footer, "footer", footer);
  return { header, footer };
}

const plain = ({ text, url, type }: EditorItem): MenuItem => ({ text, url, type });

/** Editor items -> the PUT /api/domain-menu body; `mode` follows the children. */
export function toBody(menus: EditorMenus): MenuBody {
  return {
    header: menus.header.map((item) => ({
      ...plain(item),
      ...(item.dropdown || item.children.length > 0 ? { mode: "dropdown" as const } : {}),
      ...(item.children.length > 0 ? { children: item.children.map(plain) } : {}),
    })),
    footer: menus.footer.map(plain),
  };
}

export function sameMenus(a: EditorMenus, b: EditorMenus): boolean {
  return JSON.stringify(toBody(a)) === JSON.stringify(toBody(b));
}

// ---------------------------------------------------------------- finding

export function locate(items: readonly EditorItem[], id: string): ItemLocation | null {
  for (let i = 0; i < items.length; i++) {
    if (items[i].id === id) return { parentId: null, index: i };
    const j = items[i].children.findIndex((c) => c.id === id);
    if (j !== -1) return { parentId: items[i].id, index: j };
  }
  return null;
}

export function findItem(items: readonly EditorItem[], id: string): EditorItem | null {
  const at = locate(items, id);
  if (!at) return null;
  if (at.parentId === null) return items[at.index];
  return items.find((i) => i.id === at.parentId)?.children[at.index] ?? null;
}

export function parentOf(items: readonly EditorItem[], id: string): EditorItem | null {
  const at = locate(items, id);
  return at?.parentId ? (items.find((i) => i.id === at.parentId) ?? null) : null;
}

/** The item with its children replaced; it stops being a dropdown when the last child leaves. */
function withChildren(item: EditorItem, children: EditorItem[]): EditorItem {
  const lost = item.children.length > 0 && children.length === 0;
  return { ...item, children, dropdown: children.length > 0 || (item.dropdown && !lost) };
}

function mapParent(items: EditorItem[], parentId: string, fn: (c: EditorItem[]) => EditorItem[]) {
  return items.map((i) => (i.id === parentId ? withChildren(i, fn(i.children)) : i));
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = list.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

// ---------------------------------------------------------------- operations

/** Drag within one list (the top level or one dropdown's children); else unchanged. */
export function reorder(items: EditorItem[], activeId: string, overId: string): EditorItem[] {
  const from = locate(items, activeId);
  const to = locate(items, overId);
  if (!from || !to || from.parentId !== to.parentId || from.index === to.index) return items;
  if (from.parentId === null) return move(items, from.index, to.index);
  return mapParent(items, from.parentId, (c) => move(c, from.index, to.index));
}

/** A top-level item without children, below another item with room, may go into it. */
export function canIndent(items: readonly EditorItem[], id: string): boolean {
  const at = locate(items, id);
  if (!at || at.parentId !== null || at.index === 0) return false;
  return (
    items[at.index].children.length === 0 && items[at.index - 1].children.length < MENU_MAX_CHILDREN
  );
}

/** Moves an item to the end of the dropdown above it (which becomes a dropdown). */
export function indent(items: EditorItem[], id: string): EditorItem[] {
  if (!canIndent(items, id)) return items;
  const at = locate(items, id) as ItemLocation;
  const item = { ...items[at.index], dropdown: false };
  const above = items[at.index - 1];
  const next = items.slice();
  next.splice(at.index - 1, 2, withChildren(above, [...above.children, item]));
  return next;
}

export function canOutdent(items: readonly EditorItem[], id: string): boolean {
  const at = locate(items, id);
  return !!at && at.parentId !== null && items.length < MENU_MAX_ITEMS;
}

/** Moves a dropdown's item out to the top level, right after the dropdown. */
export function outdent(items: EditorItem[], id: string): EditorItem[] {
  if (!canOutdent(items, id)) return items;
  const at = locate(items, id) as ItemLocation;
  const parentIndex = items.findIndex((i) => i.id === at.parentId);
  const parent = items[parentIndex];
  const item = parent.children[at.index];
  const next = items.slice();
  next.splice(
    parentIndex,
    1,
    withChildren(
      parent,
      parent.children.filter((c) => c.id !== id),
    ),
    item,
  );
  return next;
}

/** A drop onto a dropdown: a top-level item without children, or another dropdown's item. */
export function canMoveInto(items: readonly EditorItem[], id: string, targetId: string): boolean {
  const at = locate(items, id);
  const target = locate(items, targetId);
  if (!at || !target || target.parentId !== null || id === targetId) return false;
  const dropdown = items[target.index];
  if (!dropdown.dropdown && dropdown.children.length === 0) return false;
  if (dropdown.children.length >= MENU_MAX_CHILDREN || at.parentId === targetId) return false;
  return at.parentId !== null || items[at.index].children.length === 0;
}

export function moveInto(items: EditorItem[], id: string, targetId: string): EditorItem[] {
  if (!canMoveInto(items, id, targetId)) return items;
  const item = { ...(findItem(items, id) as EditorItem), dropdown: false };
  return removeItem(items, id).map((i) =>
    i.id === targetId ? withChildren(i, [...i.children, item]) : i,
  );
}

/** Removes an item (with its children). */
export function removeItem(items: EditorItem[], id: string): EditorItem[] {
  const at = locate(items, id);
  if (!at) return items;
  if (at.parentId === null) return items.filter((i) => i.id !== id);
  return mapParent(items, at.parentId, (c) => c.filter((x) => x.id !== id));
}

/** Edits text, url, type and (top-level header items) the dropdown switch. */
export function updateItem(items: EditorItem[], id: string, fields: ItemFields): EditorItem[] {
  const apply = (i: EditorItem): EditorItem => ({
    ...i,
    text: fields.text,
    url: fields.url,
    type: fields.type,
    dropdown: i.children.length > 0 || (fields.dropdown ?? i.dropdown),
  });
  const at = locate(items, id);
  if (!at) return items;
  if (at.parentId === null) return items.map((i) => (i.id === id ? apply(i) : i));
  return mapParent(items, at.parentId, (c) => c.map((x) => (x.id === id ? apply(x) : x)));
}

/** Appends a top-level item (unchanged when the menu is full). */
export function addItem(items: EditorItem[], id: string, fields: ItemFields): EditorItem[] {
  if (items.length >= MENU_MAX_ITEMS) return items;
  const { text, url, type } = fields;
  return [...items, { id, text, url, type, dropdown: !!fields.dropdown, children: [] }];
}

// ---------------------------------------------------------------- server errors

export type MenuErrors = {
  /** item id -> field ("text", "url", "type", "mode", "children", "item") -> message */
  items: Record<string, Record<string, string>>;
  /** errors about a whole menu ("At most 30 header items.") */
  menus: Partial<Record<MenuKind, string>>;
  /** anything naming neither */
  other: string[];
};

const join = (a: string | undefined, b: string) => (a ? `${a}, ${b}` : b);

/**
 * 422 field errors of PUT /api/domain-menu ("header.1.children.0.url": message) pinned to the
 * items of the body that was sent, so they stay with their item when it is moved afterwards.
 */
export function mapServerErrors(menus: EditorMenus, errors: Record<string, string>): MenuErrors {
  const out: MenuErrors = { items: {}, menus: {}, other: [] };
  const pin = (id: string, field: string, message: string) => {
    out.items[id] = { ...out.items[id], [field]: join(out.items[id]?.[field], message) };
  };
  for (const [path, message] of Object.entries(errors)) {
    const [menu, ...rest] = path.split(".");
    if (menu !== "header" && menu !== "footer") {
      out.other.push(message);
      continue;
    }
    const top = /^\d+$/.test(rest[0] ?? "") ? menus[menu][Number(rest[0])] : undefined;
    if (!top) {
      out.menus[menu] = join(out.menus[menu], message);
      continue;
    }
    if (rest[1] === "children" && /^\d+$/.test(rest[2] ?? "")) {
      const child = top.children[Number(rest[2])];
      if (child) pin(child.id, rest.slice(3).join(".") || "item", message);
      else pin(top.id, "children", message);
      continue;
    }
    pin(top.id, rest.slice(1).join(".") || "item", message);
  }
  return out;
}

/** The errors without those of one item (after it was edited). */
export function clearItemErrors(errors: MenuErrors | null, id: string): MenuErrors | null {
  if (!errors?.items[id]) return errors;
  const { [id]: _gone, ...items } = errors.items;
  return { ...errors, items };
}

// ---------------------------------------------------------------- drag and drop

export const ZONE_PREFIX = "into:";
export const zoneId = (dropdownId: string) => `${ZONE_PREFIX}${dropdownId}`;
export const zoneTarget = (id: string | number) =>
  String(id).startsWith(ZONE_PREFIX) ? String(id).slice(ZONE_PREFIX.length) : null;

/** What a screen reader hears while an item is dragged: its text and place, not ids. */
export function menuAnnouncements(items: readonly EditorItem[]) {
  const name = (ref: DragRef) => (ref && findItem(items, String(ref.id))?.text) || "The item";
  const place = (ref: DragRef) => {
    const at = ref ? locate(items, String(ref.id)) : null;
    if (!at) return null;
    const parent = at.parentId ? items.find((i) => i.id === at.parentId) : null;
    const count = parent ? parent.children.length : items.length;
    const where = parent ? ` in the dropdown ${parent.text}` : "";
    return `position ${at.index + 1} of ${count}${where}`;
  };
  const dropdownName = (ref: DragRef) => {
    const target = ref ? zoneTarget(ref.id) : null;
    return target ? (findItem(items, target)?.text ?? "the dropdown") : null;
  };
  return dragAnnouncements(
    name,
    ({ active, over }) => {
      const into = dropdownName(over);
      if (into) return `${name(active)} is over the dropdown ${into}. Drop it to move it there.`;
      const at = place(over);
      return at ? `${name(active)} moved to ${at}.` : `${name(active)} is no longer over a place.`;
    },
    ({ active, over }) => {
      const into = dropdownName(over);
      if (into) return `${name(active)} moved into the dropdown ${into}.`;
      const at = place(over);
      return at ? `${name(active)} dropped at ${at}.` : `${name(active)} dropped where it was.`;
    },
  );
}
