import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../../testing/render-screen.tsx";
import { RecordList } from "./RecordList.tsx";
import type { RecordColumn, RecordListProps, RecordReorder } from "./types.ts";

type Truck = { id: number; name: string };
const TRUCKS: Truck[] = [
  { id: 1, name: "Taco Loco" },
  { id: 2, name: "Bao Wow" },
  { id: 3, name: "Pasta Pronto" },
];
const COLUMNS: RecordColumn<Truck>[] = [
  { id: "name", header: "Name", sortKey: "name", cell: (t) => t.name },
];

const reorder = (over: Partial<RecordReorder<Truck>> = {}): RecordReorder<Truck> => ({
  enabled: true,
  label: (t) => `Reorder ${t.name}`,
  titleOf: (t) => t.name,
  onMove: vi.fn(),
  sortKey: "position",
  ...over,
});

const show = (props: Partial<RecordListProps<Truck>>) =>
  renderScreen(
    <RecordList
      label="Trucks"
      rows={TRUCKS}
      rowKey={(t) => t.id}
      rowAttributes={(t) => ({ "data-truck-id": t.id })}
      columns={COLUMNS}
      card={(t) => t.name}
      loading={false}
      {...props}
    />,
  );

// jsdom lays nothing out: give each row a 40 px high box, one under the other, so dnd-kit's
// keyboard moves find the row below.
beforeEach(() => {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const row = this.closest("[data-truck-id]");
    const i = row ? Number(row.getAttribute("data-truck-id")) - 1 : 0;
    return {
      x: 0,
      y: i * 40,
      top: i * 40,
      left: 0,
      width: 600,
      height: 40,
      right: 600,
      bottom: i * 40 + 40,
      toJSON: () => ({}),
    } as DOMRect;
  });
});
afterEach(cleanup);

const live = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;

describe("RecordList with reorder", { timeout: 20_000 }, () => {
  it("puts a handle column first whose header sorts by the manual order", () => {
    const onSort = vi.fn();
    show({ reorder: reorder(), sort: { by: "name", dir: "asc", onSort } });
    const table = screen.getByRole("table");
    expect(table.querySelectorAll("tbody tr[data-truck-id]")).toHaveLength(3);
    // One layout at a time: the cards are not drawn beside the table.
    expect(screen.queryByRole("list", { name: "Trucks" })).toBeNull();
    const manual = within(table).getByRole("button", { name: "Sort by manual order" });
    expect(manual.closest("th")?.getAttribute("aria-sort")).toBe("none");
    fireEvent.click(manual);
    expect(onSort).toHaveBeenLastCalledWith("position", "asc");
    expect(within(table).getByRole("button", { name: "Reorder Bao Wow" })).toBeTruthy();
    expect(document.querySelectorAll('[id^="DndLiveRegion"]')).toHaveLength(1);
  });

  it("shows disabled handles while the order cannot change", () => {
    show({ reorder: reorder({ enabled: false }) });
    expect(screen.getAllByRole("button", { name: "Reordering unavailable" })).toHaveLength(3);
    expect(screen.queryByRole("button", { name: /^Reorder / })).toBeNull();
  });

  it("moves a row with the keyboard, announced by name and position", async () => {
    const onMove = vi.fn();
    show({ reorder: reorder({ onMove }) });
    const handle = screen.getByRole("button", { name: "Reorder Taco Loco" });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { code: "Space", key: " " });
    await waitFor(() => expect(live()).toContain("Picked up Taco Loco."));
    fireEvent.keyDown(document.activeElement ?? handle, { code: "ArrowDown", key: "ArrowDown" });
    await waitFor(() => expect(live()).toContain("Taco Loco moved to position 2."));
    fireEvent.keyDown(document.activeElement ?? handle, { code: "Space", key: " " });
    await waitFor(() => expect(onMove).toHaveBeenCalledWith(1, 2));
  });
});
