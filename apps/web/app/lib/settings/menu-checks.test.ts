import { describe, expect, it } from "vitest";
import { pageOptionGroups, postPath } from "./menu-pages.ts";
import { body, header, id, link } from "./menu-tree.fixtures.ts";
import {
  clearItemErrors,
  fromBody,
  mapServerErrors,
  menuAnnouncements,
  zoneId,
  zoneTarget,
} from "./menu-tree.ts";
import { validateItem } from "./menu-validation.ts";

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
