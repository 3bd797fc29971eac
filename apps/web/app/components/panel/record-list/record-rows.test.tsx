import { IconInbox } from "@tabler/icons-react";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ALL_ROWS } from "../../../lib/record-list/all-rows.ts";
import { searchFilter } from "../../../lib/record-list/filters.ts";
import { defineRecordList } from "../../../lib/record-list/list-state.ts";
import { renderScreen } from "../../../testing/render-screen.tsx";
import { RecordItem } from "./RecordItem.tsx";
import { RecordList } from "./RecordList.tsx";
import { RecordListScreen } from "./RecordListScreen.tsx";
import { useAllRecords } from "./use-all-records.ts";

type Truck = { id: number; name: string };
const TRUCKS: Truck[] = [
  { id: 2, name: "Bao Wow" },
  { id: 1, name: "Taco Loco" },
];
const onDelete = vi.fn();
const card = (t: Truck) => (
  <RecordItem
    actions={{
      editLabel: `Edit ${t.name}`,
      deleteLabel: `Delete ${t.name}`,
      onEdit: () => {},
      onDelete: () => onDelete(t.id),
    }}
  >
    {t.name}
  </RecordItem>
);

const truckList = defineRecordList({
  filters: { search: searchFilter({ label: "Search trucks", type: "search" }) },
  ...ALL_ROWS,
});
const fetchAll = vi.fn(async () => TRUCKS);

/** All the trucks in one call, the search done here, sorted by name. */
function Trucks() {
  const screen = useAllRecords(truckList, {
    queryKey: () => ["trucks"],
    fetch: fetchAll,
    match: (t, { search }) => t.name.toLowerCase().includes(search.trim().toLowerCase()),
    compare: (a, b) => a.name.localeCompare(b.name),
  });
  return (
    <RecordListScreen
      screen={screen}
      title="Trucks"
      count={(n) => `${n} trucks`}
      errorTitle="Not loaded"
      empty={{
        icon: <IconInbox />,
        title: "No trucks yet",
        text: "Add one.",
        action: <button type="button">New truck</button>,
        noMatchTitle: "No truck matches",
        noMatchText: "Try another search.",
        clearLabel: "Clear search",
      }}
      layout="rows"
      label="Trucks"
      columns={[]}
      card={card}
      rowKey={(t) => t.id}
      rowAttributes={(t) => ({ "data-truck-id": t.id })}
    />
  );
}

afterEach(() => {
  cleanup();
  fetchAll.mockClear();
});

describe('RecordList layout="rows"', () => {
  it("draws one named list of rows at every width, no table, each row's buttons in it", () => {
    renderScreen(
      <RecordList
        layout="rows"
        label="Trucks"
        rows={TRUCKS}
        rowKey={(t) => t.id}
        rowAttributes={(t) => ({ "data-truck-id": t.id })}
        columns={[]}
        card={card}
        loading={false}
      />,
    );
    expect(screen.queryByRole("table")).toBeNull();
    const items = within(screen.getByRole("list", { name: "Trucks" })).getAllByRole("listitem");
    expect(items.map((li) => li.dataset.truckId)).toEqual(["2", "1"]);
    fireEvent.click(within(items[1]).getByRole("button", { name: "Delete Taco Loco" }));
    expect(onDelete).toHaveBeenCalledWith(1);
  });

  it("names no list while loading (skeletons only)", () => {
    renderScreen(
      <RecordList
        layout="rows"
        label="Trucks"
        rows={[]}
        rowKey={(t: Truck) => t.id}
        columns={[]}
        card={card}
        loading
      />,
    );
    expect(screen.queryByRole("list", { name: "Trucks" })).toBeNull();
  });
});

describe("useAllRecords", () => {
  it("loads every row once, filters and sorts here, and shows no pager", async () => {
    const { router } = renderScreen(<Trucks />, { url: "/?q=taco" });
    expect(await screen.findByText("1 trucks")).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search trucks" })).toBeTruthy();
    expect(screen.queryByText("Rows per page")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    const items = within(await screen.findByRole("list", { name: "Trucks" })).getAllByRole(
      "listitem",
    );
    expect(items.map((li) => li.textContent)).toEqual(["Bao Wow", "Taco Loco"]);
    expect(fetchAll).toHaveBeenCalledTimes(1);
  });

  it("offers the empty state's action, and the no-match state's own Clear words", async () => {
    renderScreen(<Trucks />, { url: "/?q=zzz" });
    expect(await screen.findByText("No truck matches")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("Bao Wow")).toBeTruthy();
    fetchAll.mockResolvedValueOnce([]);
    cleanup();
    renderScreen(<Trucks />);
    expect(await screen.findByText("No trucks yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "New truck" })).toBeTruthy();
  });
});
