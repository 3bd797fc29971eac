import {
  MENU_MAX_CHILDREN,
  MENU_MAX_ITEMS,
  type MenuBody,
  menuBodySchema,
} from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import {
  addItem,
  canIndent,
  canMoveInto,
  canOutdent,
  clearItemErrors,
  type EditorItem,
  findItem,
  fromBody,
  indent,
  locate,
  mapServerErrors,
  menuAnnouncements,
  moveInto,
  outdent,
  pageOptionGroups,
  parentOf,
  postPath,
  removeItem,
  reorder,
  sameMenus,
  toBody,
  updateItem,
  validateItem,
  zoneId,
  zoneTarget,
} from "./menu-tree.ts";

const link = (text: string, url = `/${text.toLowerCase()}`) => ({
  text,
  url,
  type: "internal" as const,
});

const body: MenuBody = {
  header: [
    link("Home", "/"),
    { ...link("About"), mode: "dropdown", children: [link("Team"), link("Jobs")] },
    link("Members"),
  ],
  footer: [link("Home", "/"), { text: "Mail", url: "mailto:a@b.org", type: "external" }],
};

const header = () => fromBody(body).header;
const ids = (items: readonly EditorItem[]) => items.map((i) => i.text);
const tree = (items: readonly EditorItem[]) =>
  items.map((i) => (i.children.length ? `${i.text}[${ids(i.children).join(",")}]` : i.text));
const id = (items: readonly EditorItem[], text: string) => {
  for (const i of items) {
    if (i.text === text) return i.id;
    const c = i.children.find((x) => x.text === text);
    if (c) return c.id;
  }
  throw new Error(text);
};
const items = (n: number, prefix = "I") =>
  Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i}`,
    text: `${prefix}${i}`,
    url: "/",
    type: "internal" as const,
    dropdown: false,
    children: [],
  }));

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
  it("moves within the top level", () => {
    const h = header();
    expect(tree(reorder(h, id(h, "Members"), id(h, "Home")))).toEqual([
      "Members",
      "Home",
      "About[Team,Jobs]",
    ]);
  });
  it("moves within a dropdown", () => {
    const h = header();
    expect(tree(reorder(h, id(h, "Jobs"), id(h, "Team")))).toEqual([
      "Home",
      "About[Jobs,Team]",
      "Members",
    ]);
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

describe("validateItem", () => {
  it("accepts what the server accepts", () => {
    expect(validateItem(link("Home", "/"))).toEqual({});
    expect(validateItem({ text: "x", url: "/a?b=1#c", type: "internal" })).toEqual({});
    for (const url of ["https://a.org", "http://a.org/x", "mailto:a@b.org", "tel:+1 555 123"]) {
      expect(validateItem({ text: "x", url, type: "external" })).toEqual({});
    }
  });
  it("requires text and url", () => {
    expect(validateItem({ text: "  ", url: "", type: "internal" })).toEqual({
      text: "The text field is required.",
      url: "Choose a page or type a path like /members.",
    });
    expect(validateItem({ text: "x".repeat(101), url: "", type: "external" })).toEqual({
      text: "The text may not be greater than 100 characters.",
      url: "The URL field is required.",
    });
  });
  it("refuses protocol-relative and foreign internal links", () => {
    expect(validateItem({ text: "x", url: "//evil.org", type: "internal" }).url).toMatch(/single/);
    expect(validateItem({ text: "x", url: "https://a.org", type: "internal" }).url).toMatch(
      /External link/,
    );
    expect(validateItem({ text: "x", url: "members", type: "internal" }).url).toMatch(/site path/);
  });
  it("refuses unsafe and relative external links with a hint", () => {
    expect(validateItem({ text: "x", url: "javascript:alert(1)", type: "external" }).url).toMatch(
      /http\(s\)/,
    );
    expect(validateItem({ text: "x", url: "/members", type: "external" }).url).toMatch(/Internal/);
    expect(validateItem({ text: "x", url: "example.com/a", type: "external" }).url).toBe(
      "Start the address with https://, like https://example.com/a.",
    );
  });
});

describe("mapServerErrors", () => {
  const menus = fromBody(body);
  const h = menus.header;
  it("pins item, child and menu errors", () => {
    const mapped = mapServerErrors(menus, {
      "header.1.children.0.url": "An internal link must be a site path like /members.",
      "header.0.text": "The text field is required.",
      "header.1.mode": "An item with children must have the mode dropdown.",
      "header.1.children": "At most 20 items in a dropdown.",
      "footer.1": "Unrecognized key.",
      footer: "At most 30 footer items.",
      "header.9.url": "gone",
      header: "The header must be a list of items.",
      menuBody: "Other.",
    });
    expect(mapped.items).toEqual({
      [id(h, "Team")]: { url: "An internal link must be a site path like /members." },
      [id(h, "Home")]: { text: "The text field is required." },
      [id(h, "About")]: {
        mode: "An item with children must have the mode dropdown.",
        children: "At most 20 items in a dropdown.",
      },
      [menus.footer[1].id]: { item: "Unrecognized key." },
    });
    expect(mapped.menus).toEqual({
      footer: "At most 30 footer items.",
      header: "gone, The header must be a list of items.",
    });
    expect(mapped.other).toEqual(["Other."]);
  });
  it("falls back to the dropdown for a child that is not there", () => {
    const mapped = mapServerErrors(menus, { "header.1.children.7.text": "Bad." });
    expect(mapped.items).toEqual({ [id(h, "About")]: { children: "Bad." } });
  });
  it("clears one item's errors", () => {
    const mapped = mapServerErrors(menus, { "header.0.text": "a", "header.2.url": "b" });
    const cleared = clearItemErrors(mapped, id(h, "Home"));
    expect(Object.keys(cleared?.items ?? {})).toEqual([id(h, "Members")]);
    expect(clearItemErrors(cleared, id(h, "Home"))).toBe(cleared);
    expect(clearItemErrors(null, "x")).toBeNull();
  });
});

describe("menuAnnouncements", () => {
  const h = header();
  const a = menuAnnouncements(h);
  const ref = (text: string) => ({ id: id(h, text) });
  it("names the item and its place", () => {
    expect(a.onDragStart({ active: ref("Home") })).toMatch(/^Picked up Home\./);
    expect(a.onDragOver({ active: ref("Home"), over: ref("Members") })).toBe(
      "Home moved to position 3 of 3.",
    );
    expect(a.onDragOver({ active: ref("Jobs"), over: ref("Team") })).toBe(
      "Jobs moved to position 1 of 2 in the dropdown About.",
    );
    expect(a.onDragOver({ active: ref("Home"), over: ref("Home") })).toBeUndefined();
    expect(a.onDragOver({ active: ref("Home"), over: null })).toMatch(/no longer/);
    expect(a.onDragEnd({ active: ref("Home"), over: ref("Members") })).toBe(
      "Home dropped at position 3 of 3.",
    );
    expect(a.onDragEnd({ active: ref("Home"), over: null })).toBe("Home dropped where it was.");
    expect(a.onDragCancel({ active: ref("Home") })).toMatch(/^Moving Home was cancelled/);
  });
  it("names the dropdown of a drop zone", () => {
    const zone = { id: zoneId(id(h, "About")) };
    expect(zoneTarget(zone.id)).toBe(id(h, "About"));
    expect(zoneTarget("header-1")).toBeNull();
    expect(a.onDragOver({ active: ref("Home"), over: zone })).toBe(
      "Home is over the dropdown About. Drop it to move it there.",
    );
    expect(a.onDragEnd({ active: ref("Home"), over: zone })).toBe(
      "Home moved into the dropdown About.",
    );
  });
});

describe("page options", () => {
  it("makes post urls site paths", () => {
    expect(postPath("/")).toBe("/");
    expect(postPath("")).toBe("/");
    expect(postPath("about-us")).toBe("/about-us");
    expect(postPath("/blog/x")).toBe("/blog/x");
  });
  it("groups posts by type after the listings (members, blog), each path once", () => {
    const groups = pageOptionGroups([
      {
        type: 1,
        posts: [
          { title: "Home", url: "/" },
          { title: " ", url: "about" },
        ],
      },
      { type: 2, posts: [] },
      {
        type: 6,
        posts: [
          { title: "Dup", url: "about" },
          { title: "Members", url: "members" },
          { title: "Old blog page", url: "blog" },
          { title: "News", url: "news" },
        ],
      },
    ]);
    expect(groups).toEqual([
      {
        group: "Listings",
        items: [
          { value: "/members", label: "Members listing" },
          { value: "/blog", label: "Blog" },
          { value: "/today", label: "Where to eat today" },
        ],
      },
      {
        group: "Pages",
        items: [
          { value: "/", label: "Home" },
          { value: "/about", label: "/about" },
        ],
      },
      { group: "Blog posts", items: [{ value: "/news", label: "News" }] },
    ]);
  });
});
