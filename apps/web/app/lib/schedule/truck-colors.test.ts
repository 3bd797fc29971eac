import { describe, expect, it } from "vitest";
import { contrast } from "../color-math.ts";
import { TRUCK_COLOR_COUNT, truckColor } from "./truck-colors.ts";

const ids = Array.from({ length: 40 }, (_, i) => i + 1);

describe("truckColor (each truck's colour in the week view)", () => {
  it("is stable per member id", () => {
    expect(truckColor(17, "light")).toEqual(truckColor(17, "light"));
    expect(truckColor(17, "dark")).toEqual(truckColor(17, "dark"));
  });

  it("gives members with neighbouring ids different colours, all hues used", () => {
    for (const scheme of ["light", "dark"] as const) {
      for (const id of ids) {
        expect(truckColor(id, scheme).background).not.toBe(truckColor(id + 1, scheme).background);
      }
      const all = new Set(ids.map((id) => truckColor(id, scheme).background));
      expect(all.size).toBe(TRUCK_COLOR_COUNT);
    }
  });

  it("keeps every text at AA contrast with its colour, light and dark", () => {
    for (const scheme of ["light", "dark"] as const) {
      for (const id of ids) {
        const { background, text } = truckColor(id, scheme);
        expect(contrast(background, text), `${scheme} ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
