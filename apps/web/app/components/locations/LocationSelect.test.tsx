import type { Location } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CIVIC_CENTER, FERRY_BUILDING } from "../../testing/fixtures.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import { LocationSelect } from "./LocationSelect.tsx";

const calls: string[] = [];
const civic = CIVIC_CENTER;
const ferry = FERRY_BUILDING;
const dolores: Location = {
  id: 7,
  name: "Dolores Park",
  address: "",
  lat: 37.7596,
  lng: -122.4269,
  status: "approved",
};
const all = [civic, ferry, dolores];

vi.mock("../../lib/api/browser.ts", () => ({
  api:
    () =>
    async (path: string, options: { query?: { search?: string } } = {}) => {
      const search = options.query?.search ?? "";
      calls.push(search ? `${path}?search=${search}` : path);
      const one = /\/api\/locations\/(\d+)$/.exec(path);
      if (one) return { data: all.find((l) => l.id === Number(one[1])) };
      // The first page of a domain with many places: Dolores Park is not in it.
      const rows = search
        ? all.filter((l) => `${l.name} ${l.address}`.toLowerCase().includes(search.toLowerCase()))
        : [civic, ferry];
      return { data: rows, meta: { total: rows.length } };
    },
}));

afterEach(() => {
  cleanup();
  calls.length = 0;
});

const picks: [number | null, Location | null][] = [];

function Field({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <LocationSelect
      value={value}
      error={value === null ? "Choose a location." : undefined}
      onChange={(id, location) => {
        picks.push([id, location]);
        setValue(id);
      }}
    />
  );
}

function renderField(initial?: number | null) {
  renderScreen(<Field initial={initial} />);
  return screen.getByRole("combobox", { name: "Location" }) as HTMLInputElement;
}

describe("LocationSelect", { timeout: 30_000 }, () => {
  it("searches the domain's places by name or address and gives the picked id and place", async () => {
    picks.length = 0;
    const input = renderField();
    expect(screen.getByText("Choose a location.")).toBeTruthy();
    await waitFor(() => expect(calls).toContain("/api/locations"));
    // Mantine takes a change of an unfocused input for the browser's autofill.
    input.focus();
    fireEvent.click(input);
    expect(
      await screen.findByRole("option", { name: /Civic Center Plaza/, hidden: true }),
    ).toBeTruthy();
    // The address is the option's description.
    expect(
      screen.getByRole("option", { name: /Ferry Building Plaza/, hidden: true }).textContent,
    ).toContain("1 Ferry Building, San Francisco");

    fireEvent.change(input, { target: { value: "mcallister" } });
    await waitFor(() => expect(calls).toContain("/api/locations?search=mcallister"));
    // Matched by its address: the server searched, the field does not filter again by name.
    await waitFor(() =>
      expect(screen.queryByRole("option", { name: /Ferry/, hidden: true })).toBeNull(),
    );
    fireEvent.click(screen.getByRole("option", { name: /Civic Center Plaza/, hidden: true }));
    expect(picks).toEqual([[1, civic]]);
    await waitFor(() => expect(input.value).toBe("Civic Center Plaza"));
    expect(screen.queryByText("Choose a location.")).toBeNull();
  });

  it("shows the name of a chosen place the first results do not hold", async () => {
    const input = renderField(7);
    await waitFor(() => expect(input.value).toBe("Dolores Park"));
    expect(calls).toContain("/api/locations/7");
  });
});
