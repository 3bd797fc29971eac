import { describe, expect, it } from "vitest";
import { arrayMove, planReorder } from "./reorder.ts";

const rows = [{ id: 10 }, { id: 11 }, { id: 12 }, { id: 13 }];

describe("arrayMove", () => {
  it("moves down and up", () => {
    expect(arrayMove([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(arrayMove([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });
  it("ignores out-of-range indexes", () => {
    expect(arrayMove([1, 2], 0, 5)).toEqual([1, 2]);
  });
});

describe("planReorder", () => {
  it("gives the new page order and the index within the type", () => {
    expect(planReorder(rows, 10, 11, 0)).toEqual({
      rows: [{ id: 11 }, { id: 10 }, { id: 12 }, { id: 13 }],
      id: 10,
      position: 1,
    });
  });
  it("adds the page offset", () => {
    expect(planReorder(rows, 13, 11, 50)?.position).toBe(51);
    expect(planReorder(rows, 13, 10, 25)?.rows.map((r) => r.id)).toEqual([13, 10, 11, 12]);
  });
  it("is null when nothing moves", () => {
    expect(planReorder(rows, 12, 12, 0)).toBeNull();
    expect(planReorder(rows, 99, 12, 0)).toBeNull();
  });
});
