import { IconInbox } from "@tabler/icons-react";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flagFilter, searchFilter } from "../../../lib/record-list/filters.ts";
import { defineRecordList } from "../../../lib/record-list/list-state.ts";
import { renderScreen } from "../../../testing/render-screen.tsx";
import { RecordList } from "./RecordList.tsx";
import { RecordListScreen } from "./RecordListScreen.tsx";
import { RecordCardTitle, RecordViewButton } from "./RecordOpenButton.tsx";
import type { RecordColumn, RecordListProps, RowKey } from "./types.ts";
import { useRecordList } from "./use-record-list.ts";

type Truck = { id: number; name: string; city: string };
const TRUCKS: Truck[] = [
  { id: 1, name: "Taco Loco", city: "Austin" },
  { id: 2, name: "Bao Wow", city: "Denver" },
];

const COLUMNS: RecordColumn<Truck>[] = [
  { id: "name", header: "Name", sortKey: "name", cell: (t) => t.name },
  { id: "city", header: "City", sortKey: "city", sortFirst: "desc", cell: (t) => t.city },
  {
    id: "actions",
    header: "Actions",
    hideHeader: true,
    cell: (t, { open }) => (
      <RecordViewButton onOpen={open} label={`View ${t.name}`}>
        View
      </RecordViewButton>
    ),
  },
];

const base: RecordListProps<Truck> = {
  label: "Trucks",
  rows: TRUCKS,
  rowKey: (t) => t.id,
  rowAttributes: (t) => ({ "data-truck-id": t.id }),
  columns: COLUMNS,
  card: (t, { open }) => <RecordCardTitle onOpen={open}>{t.name}</RecordCardTitle>,
  loading: false,
};

const show = (props: Partial<RecordListProps<Truck>> = {}) =>
  renderScreen(<RecordList {...base} {...props} />);

const table = () => screen.getByRole("table");
const cards = () => screen.getByRole("list", { name: "Trucks" });

afterEach(cleanup);

/** A list whose selection starts with a row of another page (99). */
function Selectable() {
  const [selected, setSelected] = useState<RowKey[]>([99]);
  return (
    <>
      <output data-testid="selected">
        {[...selected]
          .map(Number)
          .sort((a, b) => a - b)
          .join(",")}
      </output>
      <RecordList
        {...base}
        selection={{ selected, onChange: setSelected, label: (t) => `Select ${t.name}` }}
      />
    </>
  );
}

describe("RecordList", () => {
  it("draws the rows as a table and as cards, with each row's data attributes", () => {
    show({ labelTable: true });
    expect(screen.getByRole("table", { name: "Trucks" })).toBe(table());
    const headers = [...table().querySelectorAll("th")].map((th) => th.textContent);
    expect(headers).toEqual(["Name", "City", "Actions"]);
    expect(table().querySelector(".mantine-VisuallyHidden-root")?.textContent).toBe("Actions");
    expect(table().querySelectorAll("tbody tr[data-truck-id]")).toHaveLength(2);
    expect(cards().querySelectorAll("li[data-truck-id]")).toHaveLength(2);
    expect(within(cards()).getByRole("button", { name: "Bao Wow" })).toBeTruthy();
    // The table of a list without `labelTable` has no name of its own.
    cleanup();
    show();
    expect(table().getAttribute("aria-label")).toBeNull();
  });

  it("shows skeletons while loading, aria-busy while fetching, dims stale rows", () => {
    show({ loading: true, busy: true });
    expect(table().getAttribute("aria-busy")).toBe("true");
    expect(cards().getAttribute("aria-busy")).toBe("true");
    expect(table().querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(6);
    expect(table().querySelectorAll(".mantine-Skeleton-root").length).toBe(18);
    expect(cards().querySelectorAll('li[aria-hidden="true"]').length).toBeGreaterThan(0);
    expect(table().querySelector("[data-truck-id]")).toBeNull();
    cleanup();
    show({ stale: true, busy: false });
    expect(table().getAttribute("aria-busy")).toBe("false");
    expect(table().querySelector("tbody")?.getAttribute("style")).toContain("opacity: 0.6");
    expect(cards().getAttribute("style")).toContain("opacity: 0.6");
  });

  it("sorts by a header: the active column flips, another starts with its first direction", () => {
    const onSort = vi.fn();
    show({ sort: { by: "name", dir: "asc", onSort } });
    const name = screen.getByRole("columnheader", { name: "Name" });
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: "City" }).getAttribute("aria-sort")).toBe(
      "none",
    );
    fireEvent.click(within(name).getByRole("button"));
    expect(onSort).toHaveBeenLastCalledWith("name", "desc");
    fireEvent.click(screen.getByRole("button", { name: "City" }));
    expect(onSort).toHaveBeenLastCalledWith("city", "desc");
    // Without a sort, the headers are plain text.
    cleanup();
    show();
    expect(screen.queryByRole("button", { name: "Name" })).toBeNull();
  });

  it("selects rows one by one and all of the page, keeping other pages' selection", () => {
    renderScreen(<Selectable />);
    const selected = () => screen.getByTestId("selected").textContent;
    const inTable = within(table());
    fireEvent.click(inTable.getByRole("checkbox", { name: "Select Taco Loco" }));
    expect(selected()).toBe("1,99");
    const all = inTable.getByRole("checkbox", { name: "Select all on this page" });
    expect(all.getAttribute("data-indeterminate")).toBe("true");
    fireEvent.click(all);
    expect(selected()).toBe("1,2,99");
    expect(within(cards()).getByRole("checkbox", { name: "Select Bao Wow" })).toHaveProperty(
      "checked",
      true,
    );
    fireEvent.click(inTable.getByRole("checkbox", { name: "Select all on this page" }));
    expect(selected()).toBe("99");
  });

  it("opens a row by a click anywhere on it and by its own button, once each", () => {
    const onOpen = vi.fn();
    show({ onOpen });
    fireEvent.click(table().querySelector('[data-truck-id="2"] td')!);
    expect(onOpen).toHaveBeenLastCalledWith(TRUCKS[1]);
    fireEvent.click(within(table()).getByRole("button", { name: "View Taco Loco" }));
    expect(onOpen).toHaveBeenLastCalledWith(TRUCKS[0]);
    fireEvent.click(within(cards()).getByRole("button", { name: "Bao Wow" }));
    fireEvent.click(cards().querySelector('[data-truck-id="1"]')!);
    expect(onOpen).toHaveBeenCalledTimes(4);
  });
});

const trucks = defineRecordList({
  filters: {
    search: searchFilter({ label: "Search" }),
    open: flagFilter({ param: "open", label: "Open now" }),
  },
  pageSizes: [10, 25],
  defaultLimit: 25,
});

function TruckScreen({ rows }: { rows: Truck[] }) {
  const screen = useRecordList(trucks, {
    queryKey: (query) => ["trucks", query],
    fetch: async (query) => ({
      data: rows,
      meta: { total: rows.length, limit: query.limit, offset: query.offset },
    }),
  });
  return (
    <RecordListScreen
      {...base}
      screen={screen}
      title="Trucks"
      count={(n) => `${n} trucks`}
      errorTitle="The trucks could not be loaded"
      empty={{
        icon: <IconInbox size={28} />,
        title: "No trucks yet",
        text: "Add one.",
        noMatchTitle: "No truck matches these filters",
        noMatchText: "Clear the filters.",
      }}
    />
  );
}

describe("RecordListScreen", () => {
  it("counts the rows in the heading", async () => {
    renderScreen(<TruckScreen rows={TRUCKS} />);
    expect(screen.getByTestId("list-total").textContent).toBe("Loading…");
    expect(await screen.findByText("2 trucks")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Trucks" })).toBeTruthy();
  });

  it("tells an empty list from one the filters empty, and clears the filters", async () => {
    renderScreen(<TruckScreen rows={[]} />);
    expect(await screen.findByText("No trucks yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
    cleanup();
    const { router } = renderScreen(<TruckScreen rows={[]} />, { url: "/?open=1&limit=10" });
    expect(await screen.findByText("No truck matches these filters")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Open now" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?limit=10"));
  });
});
