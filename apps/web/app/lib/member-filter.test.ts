import type { Post } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { cuisineOptions, filterMembers, memberFilterOf } from "./member-filter.ts";

const member = (id: number, title: string, cuisines: string[]) =>
  ({
    id,
    attributes: { title, url: `m-${id}`, description: "" },
    external_data: { cuisines: cuisines.map((t, i) => ({ id: i + 1, title: t, icon_data: "" })) },
  }) as unknown as Post;

const MEMBERS = [
  member(1, "Taco Loco", ["Mexican"]),
  member(2, "Crêpes Café", ["French", "Desserts"]),
  member(3, "Smoke & Spoke BBQ", ["Barbecue"]),
  member(4, "Tacos de Canasta", ["Mexican", "Street Food"]),
];
const url = (query: string) => new URL(`http://localhost/members${query}`);

describe("member filter", () => {
  it("offers the members' cuisines by name with their counts", () => {
    expect(cuisineOptions(MEMBERS)).toEqual([
      { value: "barbecue", title: "Barbecue", count: 1 },
      { value: "desserts", title: "Desserts", count: 1 },
      { value: "french", title: "French", count: 1 },
      { value: "mexican", title: "Mexican", count: 2 },
      { value: "street-food", title: "Street Food", count: 1 },
    ]);
  });

  it("filters by cuisine; the search's words are the API's to find (issue 38)", () => {
    const titles = (query: string) =>
      filterMembers(MEMBERS, memberFilterOf(url(query), cuisineOptions(MEMBERS))).map(
        (m) => m.attributes.title,
      );
    expect(titles("?cuisine=mexican")).toEqual(["Taco Loco", "Tacos de Canasta"]);
    expect(titles("?cuisine=mexican&search=canasta")).toEqual(["Taco Loco", "Tacos de Canasta"]);
    expect(titles("?search=sushi")).toHaveLength(4);
  });

  it("treats an unknown cuisine or an empty search as no filter", () => {
    const options = cuisineOptions(MEMBERS);
    expect(memberFilterOf(url("?cuisine=martian&search=%20%20"), options)).toEqual({
      cuisine: "",
      search: "",
    });
    expect(memberFilterOf(url(`?search=${"x".repeat(500)}`), options).search).toHaveLength(100);
  });
});

describe("cuisine options of a held member list", () => {
  it("are worked out once per frozen list, and afresh for another list", () => {
    const list = Object.freeze([
      member(1, "Taco Loco", ["Mexican"]),
      member(2, "Pho Real", ["Thai"]),
    ]);
    const first = cuisineOptions(list);
    expect(cuisineOptions(list)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    const changed = Object.freeze([...list, member(3, "Curry Up", ["Thai"])]);
    expect(cuisineOptions(changed).find((o) => o.title === "Thai")?.count).toBe(2);
    // A list a caller may still change is never held.
    const open = [member(1, "Taco Loco", ["Mexican"])];
    expect(cuisineOptions(open)).not.toBe(cuisineOptions(open));
  });
});
