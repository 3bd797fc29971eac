import { describe, expect, it } from "vitest";
import { gridClasses, gridColumns, LARGE_MAX, MEDIUM_MAX } from "./grid-columns.ts";

/** Empty cells in the last row (0 when the rows are full). */
const holes = (count: number, columns: number) => (columns - (count % columns)) % columns;

describe("gridColumns: rows without holes", () => {
  it("puts 6 cards in 3 columns, 8 in 4, 9 in 3, 12 in 4 on large screens", () => {
    expect([6, 8, 9, 12].map((n) => gridColumns(n, LARGE_MAX))).toEqual([3, 4, 3, 4]);
  });

  it("keeps up to the maximum in one row", () => {
    expect([1, 2, 3, 4].map((n) => gridColumns(n, LARGE_MAX))).toEqual([1, 2, 3, 4]);
    expect([1, 2, 3].map((n) => gridColumns(n, MEDIUM_MAX))).toEqual([1, 2, 3]);
  });

  it("fills every row for 1-12 items whenever an even split exists", () => {
    for (const max of [MEDIUM_MAX, LARGE_MAX]) {
      for (let n = 1; n <= 12; n++) {
        const columns = gridColumns(n, max);
        expect(columns, `${n} items, max ${max}`).toBeLessThanOrEqual(max);
        const even = n <= max || n % max === 0 || n % (max - 1) === 0;
        if (even) expect(holes(n, columns), `${n} items, max ${max}`).toBe(0);
      }
    }
  });

  it("otherwise leaves the fullest last row: 5 as 3+2, 7 as 4+3, 10 as 4+4+2", () => {
    expect(gridColumns(5, LARGE_MAX)).toBe(3);
    expect(gridColumns(7, LARGE_MAX)).toBe(4);
    expect(gridColumns(10, LARGE_MAX)).toBe(4);
    expect(gridColumns(11, LARGE_MAX)).toBe(4);
    expect(gridColumns(7, MEDIUM_MAX)).toBe(2);
  });

  it("names the medium and large columns as classes, capped by the grid's own maximum", () => {
    expect(gridClasses(6)).toBe("blk-grid blk-grid--md-3 blk-grid--lg-3");
    expect(gridClasses(8)).toBe("blk-grid blk-grid--md-2 blk-grid--lg-4");
    expect(gridClasses(4, 2)).toBe("blk-grid blk-grid--md-2 blk-grid--lg-2");
    expect(gridClasses(0)).toBe("blk-grid blk-grid--md-1 blk-grid--lg-1");
  });
});
