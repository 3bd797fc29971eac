import type { Location } from "@fooddir/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StopFormModal } from "../schedule/StopFormModal.tsx";
import { NOTHING_FOUND_TEXT } from "./AddressSearch.tsx";
import { LocationModal, PROPOSE_HINT } from "./LocationModal.tsx";

// Issue 38 point 11: "Find the address" fills the coordinates from a place the geocoder found
// (and moves the map's marker); without a geocoder it says how to set them; a vendor whose
// place is not in the list proposes a new spot from the stop form, told that staff review it.

type Call = { path: string; options: { method?: string; body?: unknown; query?: unknown } };
const calls: Call[] = [];
let geocoder: "on" | "off" = "on";
const UNSET =
  "Address search is not set up on this site (the server's GEOCODER_URL is unset). Click the map to place the spot, or type its latitude and longitude.";
const proposed: Location = {
  id: 42,
  name: "Pier 39 lot",
  address: "Beach St & The Embarcadero",
  lat: 37.8087,
  lng: -122.4098,
  status: "proposed",
};

vi.mock("../../lib/notify.ts", () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// The Leaflet picker stands in as the marker it would draw.
vi.mock("./LocationMapField.tsx", () => ({
  LocationMapField: ({ position }: { position: { lat: number; lng: number } | null }) => (
    <p>{position ? `Marker at ${position.lat}, ${position.lng}` : "No marker"}</p>
  ),
}));
vi.mock("../../lib/api/browser.ts", () => ({
  api:
    () =>
    async (path: string, options: Call["options"] = {}) => {
      calls.push({ path, options });
      if (path === "/api/geocode") {
        if (geocoder === "off") {
          throw Object.assign(new Error("503"), {
            name: "FetchError",
            status: 503,
            statusCode: 503,
            data: { message: UNSET },
          });
        }
        const q = (options.query as { q: string }).q;
        if (q.includes("nowhere")) return { data: [] };
        return {
          data: [
            { label: "Pier 39, Beach St, San Francisco", lat: 37.8087, lng: -122.4098 },
            { label: "Pier 39, Oakland", lat: 37.79, lng: -122.28 },
          ],
        };
      }
      if (path === "/api/locations" && options.method === "POST") return { data: proposed };
      if (path === "/api/locations") return { data: [], meta: { total: 0 } };
      if (path === "/api/locations/42") return { data: proposed };
      if (path === "/api/domain-options") return { data: {} };
      if (path.startsWith("/api/posts/"))
        return { data: { id: 3, attributes: { title: "Taco Loco" } } };
      throw new Error(`unexpected ${path}`);
    },
}));

afterEach(() => {
  cleanup();
  calls.length = 0;
  geocoder = "on";
});

function renderWith(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

const newLocation = { location: null };
const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole("textbox", { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe("the location form's Find the address", { timeout: 30_000 }, () => {
  it("fills the latitude and longitude from the place chosen, and moves the marker", async () => {
    renderWith(<LocationModal editing={newLocation} near={null} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "New location" });
    fireEvent.change(field(dialog, "Address"), { target: { value: "Pier 39" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Find the address" }));
    const choice = await within(dialog).findByRole("button", { name: /Pier 39, Oakland/ });
    expect(within(dialog).getByRole("status").textContent).toBe(
      "2 places found: choose the right one.",
    );
    expect(calls.at(-1)).toEqual({ path: "/api/geocode", options: { query: { q: "Pier 39" } } });
    fireEvent.click(choice);
    await waitFor(() => expect(field(dialog, "Latitude").value).toBe("37.79"));
    expect(field(dialog, "Longitude").value).toBe("-122.28");
    expect(within(dialog).getByText("Marker at 37.79, -122.28")).toBeTruthy();
    expect(within(dialog).getByRole("status").textContent).toBe(
      "Coordinates set from Pier 39, Oakland.",
    );
    expect(within(dialog).queryByRole("button", { name: /Pier 39, Beach St/ })).toBeNull();
  });

  it("says how to set the coordinates without a geocoder, and when nothing is found", async () => {
    renderWith(<LocationModal editing={newLocation} near={null} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "New location" });
    const find = within(dialog).getByRole("button", { name: "Find the address" });
    fireEvent.click(find);
    expect(within(dialog).getByRole("status").textContent).toBe(
      "Type at least 3 characters of the address.",
    );
    expect(calls.filter((c) => c.path === "/api/geocode")).toEqual([]);

    fireEvent.change(field(dialog, "Address"), { target: { value: "nowhere at all" } });
    fireEvent.click(find);
    await waitFor(() =>
      expect(within(dialog).getByRole("status").textContent).toBe(NOTHING_FOUND_TEXT),
    );

    geocoder = "off";
    fireEvent.click(find);
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe(UNSET));
    expect(field(dialog, "Latitude").value).toBe("");
  });
});

describe("a vendor's stop form", { timeout: 30_000 }, () => {
  it("proposes a new spot in the location form, told staff review it, and picks it", async () => {
    // Signed in as a vendor (role 4) of listing 3: the panel layout's outlet context.
    const account = { role: { id: 4, name: "Member" }, member_ids: [3] };
    const form = (
      <StopFormModal
        editing={{ stop: null }}
        member={{ id: 3, title: "Taco Loco" }}
        onClose={() => {}}
      />
    );
    const router = createMemoryRouter(
      [
        {
          path: "/panel",
          element: <Outlet context={{ account: { data: account } }} />,
          children: [{ path: "my-schedule", element: form }],
        },
      ],
      { initialEntries: ["/panel/my-schedule"] },
    );
    renderWith(<RouterProvider router={router} />);
    const stopForm = await screen.findByRole("dialog", { name: "Add stop" });
    expect(within(stopForm).getByText(PROPOSE_HINT)).toBeTruthy();
    fireEvent.click(within(stopForm).getByRole("button", { name: "Propose a new spot" }));

    const dialog = await screen.findByRole("dialog", { name: "Propose a new spot" });
    expect(within(dialog).getByText(PROPOSE_HINT)).toBeTruthy();
    fireEvent.change(field(dialog, "Name"), { target: { value: "Pier 39 lot" } });
    fireEvent.change(field(dialog, "Address"), { target: { value: "Pier 39" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Find the address" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: /Beach St/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() =>
      expect(calls.find((c) => c.options.method === "POST")).toEqual({
        path: "/api/locations",
        options: {
          method: "POST",
          body: { name: "Pier 39 lot", address: "Pier 39", lat: 37.8087, lng: -122.4098 },
        },
      }),
    );
    // Back on the stop form with the proposed spot chosen.
    const back = await screen.findByRole("dialog", { name: "Add stop" });
    await waitFor(() =>
      expect(
        (within(back).getByRole("combobox", { name: /^Location/ }) as HTMLInputElement).value,
      ).toBe("Pier 39 lot"),
    );
  });
});
