import {
  MENU_MAX_CHILDREN,
  MENU_MAX_ITEMS,
  type MenuBody,
  menuBodySchema,
} from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { body, header, id, ids, items, link, tree } from "./menu-tree.fixtures.ts";
import {
  addItem,
  canIndent,
  canMoveInto,
  canOutdent,
  findItem,
  fromBody,
  indent,
  locate,
  moveInto,
  outdent,
  parentOf,
  removeItem,
  reorder,
  sameMenus,
  toBody,
  updateItem,
} from "./menu-tree.ts";

describe("fromBody / toBody", () => {
  it("round-trips a valid body with unique ids", () => {
    const menus = fromBody(body);
    expect(toBody(menus)).toEqual(body);
    const all = [...menus.header, ...menus.header[1].children, ...menus.footer].map((i) => i.id);
    expect(new Set(all).size).toBe(all.length);
    expect(menus.header[1].dropdown).toBe(true);
  });

  it("keeps an empty dropdown and prefixes ids", () => {
    const menus = fromBody({ header: [{ ...link("Menu"), mode: "dropdown" }], footer: [] }, "x");
    expect(menus.header[0]).toMatchObject({ id: "xheader-0", dropdown: true, children: [] });
    expect(toBody(menus).header[0]).toEqual({ ...link("Menu"), mode: "dropdown" });
  });

  it("flattens shapes the server refuses instead of dropping them", () => {
    const legacy = {
      header: [{ ...link("A"), children: [{ ...link("B"), children: [link("C")] }] }],
      footer: [{ ...link("F"), children: [link("G")] }],
    } as MenuBody;
    const menus = fromBody(legacy);
    expect(tree(menus.header)).toEqual(["A[B,C]"]);
    expect(menus.header[0].dropdown).toBe(true);
    expect(ids(menus.footer)).toEqual(["F", "G"]);
    expect(menuBodySchema.safeParse(toBody(menus)).success).toBe(true);
  });

  it("writes mode dropdown for items with children and no footer modes", () => {
    const menus = fromBody(body);
    menus.footer = [{ ...menus.footer[0], dropdown: true }];
    const out = toBody(menus);
    expect(out.header[1].mode).toBe("dropdown");
    expect(out.header[0]).not.toHaveProperty("mode");
    expect(out.header[0]).not.toHaveProperty("children");
    expect(out.footer[0]).toEqual(link("Home", "/"));
  });

  it("compares menus by their body", () => {
    expect(sameMenus(fromBody(body), fromBody(body, "other"))).toBe(true);
    const changed = fromBody(body);
    changed.footer = changed.footer.slice(1);
    expect(sameMenus(fromBody(body), changed)).toBe(false);
  });
});

describe("finding", () => {
  it("locates top-level items and children", () => {
    const h = header();
    expect(locate(h, id(h, "Members"))).toEqual({ parentId: null, index: 2 });
    expect(locate(h, id(h, "Jobs"))).toEqual({ parentId: id(h, "About"), index: 1 });
    expect(locate(h, "nope")).toBeNull();
    expect(findItem(h, id(h, "Jobs"))?.text).toBe("Jobs");
    expect(parentOf(h, id(h, "Jobs"))?.text).toBe("About");
    expect(parentOf(h, id(h, "About"))).toBeNull();
  });
});

describe("reorder", () => {
  it.each([
    ["the top level", "Members", "Home", ["Members", "Home", "About[Team,Jobs]"]],
    ["a dropdown", "Jobs", "Team", ["Home", "About[Jobs,Team]", "Members"]],
  ])("moves within %s", (_, moved, onto, order) => {
    const h = header();
    expect(tree(reorder(h, id(h, moved), id(h, onto)))).toEqual(order);
  });
  it("ignores moves across lists and onto itself", () => {
    const h = header();
    expect(reorder(h, id(h, "Jobs"), id(h, "Home"))).toBe(h);
    expect(reorder(h, id(h, "Home"), id(h, "Team"))).toBe(h);
    expect(reorder(h, id(h, "Home"), id(h, "Home"))).toBe(h);
    expect(reorder(h, "x", id(h, "Home"))).toBe(h);
  });
});

describe("indent", () => {
  it("moves an item to the end of the dropdown above", () => {
    const h = header();
    const next = indent(h, id(h, "Members"));
    expect(tree(next)).toEqual(["Home", "About[Team,Jobs,Members]"]);
  });
  it("makes the item above a dropdown", () => {
    const h = header();
    const next = indent(h, id(h, "About"));
    expect(next).toBe(h); // About has children: two levels are not allowed
    const plain = fromBody({ header: [link("A"), link("B")], footer: [] }).header;
    const nested = indent(plain, plain[1].id);
    expect(tree(nested)).toEqual(["A[B]"]);
    expect(nested[0].dropdown).toBe(true);
    expect(toBody({ header: nested, footer: [] }).header[0].mode).toBe("dropdown");
  });
  it("is refused for the first item, children, items with children and full dropdowns", () => {
    const h = header();
    expect(canIndent(h, id(h, "Home"))).toBe(false);
    expect(canIndent(h, id(h, "Team"))).toBe(false);
    expect(canIndent(h, id(h, "About"))).toBe(false);
    expect(canIndent(h, id(h, "Members"))).toBe(true);
    const full = [{ ...h[0], children: items(MENU_MAX_CHILDREN, "c") }, h[2]];
    expect(canIndent(full, h[2].id)).toBe(false);
    expect(indent(full, h[2].id)).toBe(full);
  });
  it("turns an empty dropdown into a plain child", () => {
    const plain = items(2);
    plain[1].dropdown = true;
    expect(indent(plain, "I1")[0].children[0].dropdown).toBe(false);
  });
});

describe("outdent", () => {
  it("moves a child right after its dropdown", () => {
    const h = header();
    expect(tree(outdent(h, id(h, "Team")))).toEqual(["Home", "About[Jobs]", "Team", "Members"]);
  });
  it("ends the dropdown when its last child leaves", () => {
    const h = header();
    const once = outdent(h, id(h, "Team"));
    const twice = outdent(once, id(once, "Jobs"));
    expect(tree(twice)).toEqual(["Home", "About", "Jobs", "Team", "Members"]);
    expect(twice[1].dropdown).toBe(false);
    expect(toBody({ header: twice, footer: [] }).header[1]).toEqual(link("About"));
  });
  it("is refused for top-level items and when the top level is full", () => {
    const h = header();
    expect(canOutdent(h, id(h, "Home"))).toBe(false);
    expect(canOutdent(h, id(h, "Team"))).toBe(true);
    const full = [...h, ...items(MENU_MAX_ITEMS - h.length)];
    expect(canOutdent(full, id(h, "Team"))).toBe(false);
    expect(outdent(full, id(h, "Team"))).toBe(full);
  });
});

describe("moveInto (drop onto a dropdown)", () => {
  it("appends a top-level item to a dropdown", () => {
    const h = header();
    expect(tree(moveInto(h, id(h, "Home"), id(h, "About")))).toEqual([
      "About[Team,Jobs,Home]",
      "Members",
    ]);
  });
  it("moves a child between dropdowns and ends the emptied one", () => {
    const h = [...header(), { ...items(1, "D")[0], dropdown: true }];
    const once = moveInto(h, id(h, "Team"), "D0");
    expect(tree(once)).toEqual(["Home", "About[Jobs]", "Members", "D0[Team]"]);
    const twice = moveInto(once, id(once, "Jobs"), "D0");
    expect(twice[1]).toMatchObject({ text: "About", dropdown: false, children: [] });
  });
  it("fills an empty dropdown", () => {
    const h = [{ ...items(1, "D")[0], dropdown: true }, ...items(1)];
    const next = moveInto(h, "I0", "D0");
    expect(tree(next)).toEqual(["D0[I0]"]);
  });
  it("is refused for non-dropdowns, itself, its own dropdown, items with children, full ones", () => {
    const h = header();
    expect(canMoveInto(h, id(h, "Home"), id(h, "Members"))).toBe(false);
    expect(canMoveInto(h, id(h, "About"), id(h, "About"))).toBe(false);
    expect(canMoveInto(h, id(h, "Team"), id(h, "About"))).toBe(false);
    expect(canMoveInto(h, id(h, "Team"), id(h, "Team"))).toBe(false);
    const withEmpty = [...h, { ...items(1, "D")[0], dropdown: true }];
    expect(canMoveInto(withEmpty, id(h, "About"), "D0")).toBe(false);
    expect(canMoveInto(withEmpty, id(h, "Home"), "D0")).toBe(true);
    const full = [{ ...h[1], children: items(MENU_MAX_CHILDREN, "c") }, h[0]];
    expect(canMoveInto(full, h[0].id, h[1].id)).toBe(false);
    expect(moveInto(full, h[0].id, h[1].id)).toBe(full);
  });
});

describe("removeItem / updateItem / addItem", () => {
  it("removes an item with its children", () => {
    const h = header();
    expect(tree(removeItem(h, id(h, "About")))).toEqual(["Home", "Members"]);
    expect(removeItem(h, "nope")).toBe(h);
  });
  it("ends a dropdown when its last child is removed", () => {
    const h = header();
    const next = removeItem(removeItem(h, id(h, "Team")), id(h, "Jobs"));
    expect(next[1]).toMatchObject({ dropdown: false, children: [] });
  });
  it("updates fields of items and children", () => {
    const h = header();
    const fields = { text: "Blog", url: "https://x.org", type: "external" as const };
    expect(findItem(updateItem(h, id(h, "Jobs"), fields), id(h, "Jobs"))).toMatchObject(fields);
    expect(updateItem(h, "nope", fields)).toBe(h);
  });
  it("switches the dropdown, but keeps it while the item has children", () => {
    const h = header();
    const on = updateItem(h, id(h, "Home"), { ...link("Home", "/"), dropdown: true });
    expect(on[0].dropdown).toBe(true);
    const off = updateItem(h, id(h, "About"), { ...link("About"), dropdown: false });
    expect(off[1].dropdown).toBe(true);
    const kept = updateItem(on, id(h, "Home"), link("Start", "/"));
    expect(kept[0]).toMatchObject({ text: "Start", dropdown: true });
  });
  it("appends up to the maximum", () => {
    const next = addItem([], "n1", { ...link("New"), dropdown: true });
    expect(next).toEqual([{ id: "n1", ...link("New"), dropdown: true, children: [] }]);
    const full = items(MENU_MAX_ITEMS);
    expect(addItem(full, "n2", link("New"))).toBe(full);
  });
});
