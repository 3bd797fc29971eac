import type { MenuBody } from "@fooddir/contract";
import { type EditorItem, fromBody } from "./menu-tree.ts";

/** Menus for the menu editor's tests: a header with a dropdown, and items found by their text. */

export const link = (text: string, url = `/${text.toLowerCase()}`) => ({
  text,
  url,
  type: "internal" as const,
});

export const body: MenuBody = {
  header: [
    link("Home", "/"),
    { ...link("About"), mode: "dropdown", children: [link("Team"), link("Jobs")] },
    link("Members"),
  ],
  footer: [link("Home", "/"), { text: "Mail", url: "mailto:a@b.org", type: "external" }],
};

export const header = () => fromBody(body).header;
export const ids = (items: readonly EditorItem[]) => items.map((i) => i.text);
export const tree = (items: readonly EditorItem[]) =>
  items.map((i) => (i.children.length ? `${i.text}[${ids(i.children).join(",")}]` : i.text));
export const id = (items: readonly EditorItem[], text: string) => {
  for (const i of items) {
    if (i.text === text) return i.id;
    const c = i.children.find((x) => x.text === text);
    if (c) return c.id;
  }
  throw new Error(text);
};
export const items = (n: number, prefix = "I") =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i}`,
    text: `${prefix}${i}`,
    url: "/",
    type: "internal" as const,
    dropdown: false,
    children: [],
  }));
