import type { StopOccurrence } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { cuisineOptions } from "./member-filter.ts";
import { todayCuisineOf, withCuisines } from "./today.ts";

const member = (id: number, cuisines: [number, string][]) => ({
  id,
  external_data: {
    cuisines: cuisines.map(([cid, title]) => ({ id: cid, title, icon_data: "{}" })),
  },
});

describe("/today's cuisine filter", () => {
  const members = [
    member(1, [
      [4, "Mexican"],
      [9, "Vegan"],
    ]),
    member(2, [[4, "Mexican"]]),
    member(3, []),
  ];

  it("takes a cuisine's url name, as /members does, and reads an old tag id as its name", () => {
    const options = cuisineOptions(members as never);
    const cuisineOf = (asked: string) => todayCuisineOf(asked, options, members);
    expect(cuisineOf("vegan")).toBe("vegan");
    expect(cuisineOf(" Mexican ")).toBe("mexican");
    expect(cuisineOf("4")).toBe("mexican");
    expect(cuisineOf("9")).toBe("vegan");
    expect(cuisineOf("77")).toBe("");
    expect(cuisineOf("martian")).toBe("");
  });

  it("names each stop's cuisines from its member", () => {
    const o = { member: { id: 1 } } as StopOccurrence;
    const other = { member: { id: 77 } } as StopOccurrence;
    expect(withCuisines([o, other], members).map((s) => s.cuisines)).toEqual([
      ["Mexican", "Vegan"],
      [],
    ]);
  });
});
