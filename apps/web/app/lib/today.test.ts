import type { StopOccurrence } from "@fooddir/contract";
import { describe, expect, it } from "vitest";
import { cuisineChoices, withCuisines } from "./today.ts";

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

  it("offers each cuisine tag the members cook once, by name, with its member count", () => {
    expect(cuisineChoices(members)).toEqual([
      { id: 4, title: "Mexican", count: 2 },
      { id: 9, title: "Vegan", count: 1 },
    ]);
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
