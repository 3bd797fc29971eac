import type { Location } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LocationMapProps } from "../../components/locations/LocationMap.tsx";
import { fakeApi } from "../../testing/fake-api.ts";
import { CIVIC_CENTER, FERRY_BUILDING } from "../../testing/fixtures.ts";
import { apiFetchError as apiError, renderScreen } from "../../testing/render-screen.tsx";
import {
  clickSave,
  confirmDelete,
  listRows,
  openDialog,
  retryShowsList,
} from "../../testing/screen-actions.ts";
import LocationsPage from "./locations.tsx";

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));

let locations: Location[] = [];
let mapOptions: Record<string, string> = {};
let failList = false;
let refuseWrite: { message: string; errors: Record<string, string[]> } | null = null;
let inUse: string | null = null;

const api = fakeApi((path, options) => {
  if (path === "/api/domain-options") return { data: { title: "Site", ...mapOptions } };
  if (options.method === "DELETE") {
    if (inUse) throw apiError(422, { message: inUse, errors: { location: [inUse] } });
    return { data: { message: "Deleted." } };
  }
  if (options.method) {
    if (refuseWrite) throw apiError(422, refuseWrite);
    return { data: { id: 99, ...(options.body as object) } };
  }
  if (failList) throw new Error("offline");
  const search = String(options.query?.search ?? "").toLowerCase();
  const rows = locations.filter((l) => `${l.name} ${l.address}`.toLowerCase().includes(search));
  return { data: rows, meta: { total: rows.length } };
});

// Leaflet needs a real browser: the lazy map is a stand-in showing what it is given.
vi.mock("../../components/locations/LocationMap.tsx", () => ({
  default: ({ position, tiles, onPick }: LocationMapProps) => (
    <div
      data-testid="map"
      data-marker={position ? `${position.lat},${position.lng}` : "none"}
      data-tiles={tiles?.url ?? "none"}
    >
      <button type="button" onClick={() => onPick({ lat: 37.795512, lng: -122.393411 })}>
        Click the map
      </button>
    </div>
  ),
}));

afterEach(() => {
  cleanup();
  failList = false;
  refuseWrite = null;
  inUse = null;
  mapOptions = {};
});

const civic = CIVIC_CENTER;
const ferry = FERRY_BUILDING;

const visit = (url = "/panel/locations") =>
  renderScreen(<LocationsPage />, { url, path: "/panel/locations" }).router;

const writes = () => api.writes();
const searches = () =>
  api.calls
    .filter((c) => c.path === "/api/locations" && !c.options.method)
    .map((c) => (c.options.query as { search?: string }).search ?? "");
const field = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByRole("textbox", { name }) as HTMLInputElement;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

// Mantine in jsdom is slow on a busy machine.
describe("the locations screen", { timeout: 30_000 }, () => {
  it("lists each place with its name, address and coordinates", async () => {
    locations = [civic, ferry];
    visit();
    const { texts } = await listRows("Locations");
    expect(texts("location-name")).toEqual(["Civic Center Plaza", "Ferry Building Plaza"]);
    expect(texts("location-address")).toEqual([civic.address, ferry.address]);
    expect(texts("location-coordinates")).toEqual(["37.7793, -122.4193", "37.7955, -122.3937"]);
    expect(screen.getByTestId("list-total").textContent).toBe("2 locations");
    expect(screen.getByRole("button", { name: "Edit Civic Center Plaza" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Ferry Building Plaza" })).toBeTruthy();
  });

  it("searches name and address as typed, in the URL, and says when nothing matches", async () => {
    locations = [civic, ferry];
    const router = visit();
    await screen.findByRole("list", { name: "Locations" });
    type(screen.getByRole("searchbox", { name: "Search locations" }), "ferry");
    await waitFor(() => expect(router.state.location.search).toBe("?q=ferry"));
    await waitFor(() =>
      expect(screen.getAllByTestId("location-name").map((n) => n.textContent)).toEqual([
        "Ferry Building Plaza",
      ]),
    );
    expect(searches()).toEqual(["", "ferry"]);
    expect(screen.getByTestId("list-total").textContent).toBe("1 location found");

    type(screen.getByRole("searchbox", { name: "Search locations" }), "nowhere");
    expect(await screen.findByText("No locations match your search")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findAllByTestId("location-name")).toHaveLength(2);
  });

  it("opens with the URL's search", async () => {
    locations = [civic, ferry];
    visit("/panel/locations?q=civic");
    await waitFor(() =>
      expect(screen.getAllByTestId("location-name").map((n) => n.textContent)).toEqual([
        "Civic Center Plaza",
      ]),
    );
    expect(
      (screen.getByRole("searchbox", { name: "Search locations" }) as HTMLInputElement).value,
    ).toBe("civic");
  });

  it("checks the form at its fields, then adds the place typed or clicked on the map", async () => {
    locations = [];
    visit();
    expect(await screen.findByText("No locations yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add location" }));
    const dialog = await screen.findByRole("dialog", { name: "New location" });
    clickSave(dialog);
    expect(await within(dialog).findByText("The name field is required.")).toBeTruthy();
    expect(within(dialog).getByText("The latitude must be a number.")).toBeTruthy();
    expect(within(dialog).getByText("The longitude must be a number.")).toBeTruthy();
    expect(field(dialog, /^Name/).getAttribute("aria-invalid")).toBe("true");
    expect(field(dialog, /^Latitude/).getAttribute("aria-invalid")).toBe("true");
    expect(writes()).toEqual([]);

    type(field(dialog, /^Name/), "Ferry Building Plaza");
    type(field(dialog, /^Latitude/), "95");
    type(field(dialog, /^Longitude/), "-122.3937");
    clickSave(dialog);
    expect(
      await within(dialog).findByText("The latitude must be between -90 and 90."),
    ).toBeTruthy();
    expect(within(dialog).queryByText("The name field is required.")).toBeNull();
    expect(writes()).toEqual([]);

    // Typing moves the marker; a click on the map sets both fields.
    const map = await within(dialog).findByTestId("map");
    expect(map.dataset.marker).toBe("none");
    type(field(dialog, /^Latitude/), "37.7955");
    await waitFor(() => expect(map.dataset.marker).toBe("37.7955,-122.3937"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Click the map" }));
    await waitFor(() => expect(field(dialog, /^Latitude/).value).toBe("37.795512"));
    expect(field(dialog, /^Longitude/).value).toBe("-122.393411");
    expect(map.dataset.marker).toBe("37.795512,-122.393411");

    clickSave(dialog);
    expect(await api.sentWrite()).toEqual({
      path: "/api/locations",
      options: {
        method: "POST",
        body: { name: "Ferry Building Plaza", address: "", lat: 37.795512, lng: -122.393411 },
      },
    });
  });

  it("edits a place, showing the API's refusal at the field", async () => {
    locations = [civic];
    refuseWrite = {
      message: "The given data was invalid.",
      errors: { lng: ["The longitude must be between -180 and 180."] },
    };
    visit();
    const dialog = await openDialog("Edit Civic Center Plaza", "Edit location");
    expect(field(dialog, /^Name/).value).toBe("Civic Center Plaza");
    expect(field(dialog, /^Address/).value).toBe(civic.address);
    expect(field(dialog, /^Latitude/).value).toBe("37.7793");
    await waitFor(() =>
      expect(within(dialog).getByTestId("map").dataset.marker).toBe("37.7793,-122.4193"),
    );
    type(field(dialog, /^Address/), "Polk St & Grove St");
    clickSave(dialog);
    expect(
      await within(dialog).findByText("The longitude must be between -180 and 180."),
    ).toBeTruthy();
    expect(field(dialog, /^Longitude/).getAttribute("aria-invalid")).toBe("true");
    expect(writes()[0]).toEqual({
      path: "/api/locations/1",
      options: {
        method: "PUT",
        body: { ...civic, id: undefined, status: undefined, address: "Polk St & Grove St" },
      },
    });
  });

  it("tells a site admin's tile server is missing, and gives the map the one set", async () => {
    locations = [civic];
    visit();
    const dialog = await openDialog("Add location", "New location");
    expect(await within(dialog).findByText(/a site admin can set a tile server/)).toBeTruthy();
    expect((await within(dialog).findByTestId("map")).dataset.tiles).toBe("none");
    cleanup();

    mapOptions = { map_tile_url: "https://tiles.example/{z}/{x}/{y}.png", map_attribution: "©" };
    visit();
    const again = await openDialog("Add location", "New location");
    expect((await within(again).findByTestId("map")).dataset.tiles).toBe(
      "https://tiles.example/{z}/{x}/{y}.png",
    );
    expect(within(again).queryByText(/a site admin can set a tile server/)).toBeNull();
  });

  it("deletes after a confirmation, and shows why a place in use is not deleted", async () => {
    locations = [civic, ferry];
    visit();
    const confirm = await openDialog("Delete Ferry Building Plaza", "Delete Ferry Building Plaza?");
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(writes()).toEqual([]);

    await confirmDelete("Ferry Building Plaza");
    expect(await api.sentWrite()).toEqual({
      path: "/api/locations/2",
      options: { method: "DELETE" },
    });

    inUse = "This location is used by 3 stops; move or delete them first.";
    const used = await confirmDelete("Civic Center Plaza");
    expect((await within(used).findByRole("alert")).textContent).toContain(inUse);
  });

  it("shows a failed load with Retry", async () => {
    failList = true;
    visit();
    expect(await screen.findByText("Locations could not be loaded")).toBeTruthy();
    failList = false;
    locations = [civic];
    expect(await retryShowsList("Locations")).toBeTruthy();
  });
});
