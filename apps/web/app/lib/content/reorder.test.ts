import { describe, expect, it } from "vitest";
import { arrayMove, planReorder, reorderAnnouncements } from "./reorder.ts";

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

describe("reorderAnnouncements", () => {
  const rows = [
    { id: 7, title: "Taco Loco" },
    { id: 9, title: "Pasta Pronto" },
  ];
  const say = reorderAnnouncements(rows, (r) => r.title);

  it("names the row and the position instead of ids", () => {
    expect(say.onDragStart({ active: { id: 7 } })).toMatch(/^Picked up Taco Loco\./);
    expect(say.onDragOver({ active: { id: 7 }, over: { id: 9 } })).toBe(
      "Taco Loco moved to position 2.",
    );
    expect(say.onDragOver({ active: { id: 7 }, over: { id: 7 } })).toBeUndefined();
    expect(say.onDragEnd({ active: { id: 7 }, over: { id: 9 } })).toBe(
      "Taco Loco dropped at position 2.",
    );
  });

  it("says when a drop changes nothing or is cancelled", () => {
    expect(say.onDragEnd({ active: { id: 9 }, over: null })).toBe(
      "Pasta Pronto dropped where it was.",
    );
    expect(say.onDragCancel({ active: { id: 9 } })).toMatch(/^Moving Pasta Pronto was cancelled/);
    expect(say.onDragStart({ active: { id: 1 } })).toMatch(/^Picked up The row\./);
  });
});
