import { Box } from "@mantine/core";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../../../testing/render-screen.tsx";
import { RecordList } from "./RecordList.tsx";

// A row's extra content (the review queue's diff): under its table row, inside its card, with
// ids that differ between the two (both are in the page; CSS shows one).

type Truck = { id: number; name: string; open: boolean };
const TRUCKS: Truck[] = [
  { id: 1, name: "Taco Loco", open: true },
  { id: 2, name: "Bao Wow", open: false },
];

afterEach(cleanup);

describe("a record list's expanded rows", () => {
  it("shows the extra content under the row and in the card, told apart by place", () => {
    renderScreen(
      <RecordList<Truck>
        label="Trucks"
        labelTable
        rows={TRUCKS}
        rowKey={(t) => t.id}
        columns={[
          { id: "name", header: "Name", cell: (t) => t.name },
          { id: "open", header: "Open", cell: (t) => (t.open ? "yes" : "no") },
        ]}
        card={(t) => t.name}
        loading={false}
        expanded={(t, place) =>
          t.open ? <Box id={`more-${place}-${t.id}`}>More about {t.name}</Box> : null
        }
      />,
    );
    const table = screen.getByRole("table", { name: "Trucks" });
    const rows = within(table).getAllByRole("row");
    // The header, Taco Loco, its extra row spanning every column, Bao Wow (nothing extra).
    expect(rows).toHaveLength(4);
    const extra = within(rows[2]).getByText("More about Taco Loco");
    expect(extra.id).toBe("more-table-1");
    expect(rows[2].querySelector("td")?.getAttribute("colspan")).toBe("2");
    const cards = within(screen.getByRole("list", { name: "Trucks" })).getAllByRole("listitem");
    expect(within(cards[0]).getByText("More about Taco Loco").id).toBe("more-card-1");
    expect(cards[1].textContent).toBe("Bao Wow");
  });
});
