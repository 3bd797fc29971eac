import type { MediaItem } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import MediaLibrary from "../../routes/panel/media.tsx";
import { fakeApi } from "../../testing/fake-api.ts";
import { testMediaItem } from "../../testing/fixtures.ts";
import { renderScreen } from "../../testing/render-screen.tsx";

// /panel/media: the grid (the default) and its list mode, a record list with the same buttons.

const image = (id: number, over: Partial<MediaItem> = {}) =>
  testMediaItem(id, { name: `truck-${id}.jpg`, size: 14_336, ...over });
const library = [image(6, { alt: "A taco truck at night", size: 2_516_582 }), image(5)];

vi.mock("../../lib/notify.ts", () => ({ notify: { success: () => {}, error: () => {} } }));
vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi({
  "GET /api/media": { data: library, meta: { total: 30, limit: 24, offset: 0 } },
  "PUT /api/media/6": { data: image(6, { alt: "Tacos" }) },
  "DELETE /api/media/5": { data: null },
});

afterEach(cleanup);

const open = (url: string) => renderScreen(<MediaLibrary />, { url, path: "panel/media" }).router;
const reads = () => api.calls.filter((c) => c.path === "/api/media" && !c.options.method);
const table = () => screen.getByRole("table", { name: "Media" });

describe("the media library's views", { timeout: 30_000 }, () => {
  it("shows the grid by default, with Grid chosen", async () => {
    open("/panel/media");
    expect(await screen.findByText("30 items")).toBeTruthy();
    expect(document.querySelectorAll("[data-media-id]")).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();
    const views = screen.getByRole("radiogroup", { name: "View" });
    expect(within(views).getByRole("radio", { name: "Grid" })).toHaveProperty("checked", true);
  });

  it("shows the page as a list with ?view=list: file name, alt text, size; the page kept", async () => {
    const router = open("/panel/media?page=2");
    await screen.findByText("30 items");
    fireEvent.click(screen.getByRole("radio", { name: "List" }));
    await waitFor(() => expect(router.state.location.search).toBe("?view=list&page=2"));

    const rows = within(table()).getAllByRole("row");
    expect(rows.map((r) => r.getAttribute("data-media-id"))).toEqual([null, "6", "5"]);
    expect(within(rows[0]).getByText("File name")).toBeTruthy();
    expect(rows[1].textContent).toContain("truck-6.jpg");
    expect(rows[1].textContent).toContain("A taco truck at night");
    expect(rows[1].textContent).toContain("2.5 MB");
    expect(rows[2].textContent).toContain("No alt text");
    expect(rows[2].textContent).toContain("14 kB");
    expect(rows[2].textContent).toContain("800×600");
    // Phones get a card per image.
    expect(screen.getByRole("list", { name: "Media" })).toBeTruthy();
    // The view is not the API's: the same page was asked for once.
    expect(reads().map((c) => c.options.query)).toEqual([{ limit: 24, offset: 24 }]);

    fireEvent.click(screen.getByRole("radio", { name: "Grid" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("edits an image's alt text and deletes an image from the list", async () => {
    open("/panel/media?view=list");
    fireEvent.click(
      await within(await screen.findByRole("table", { name: "Media" })).findByRole("button", {
        name: "Edit alt text of A taco truck at night",
      }),
    );
    const altDialog = await screen.findByRole("dialog", { name: "Edit alt text" });
    fireEvent.change(within(altDialog).getByLabelText("Alt text"), { target: { value: "Tacos" } });
    fireEvent.click(within(altDialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.writes("PUT")).toHaveLength(1));
    expect(api.writes("PUT")[0]).toMatchObject({
      path: "/api/media/6",
      options: { body: { alt: "Tacos" } },
    });

    fireEvent.click(within(table()).getByRole("button", { name: "Delete truck-5.jpg" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this image?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.writes("DELETE")).toHaveLength(1));
    expect(api.writes("DELETE")[0].path).toBe("/api/media/5");
  });

  it("keeps the list while searching", async () => {
    const router = open("/panel/media?view=list");
    await screen.findByRole("table", { name: "Media" });
    fireEvent.change(screen.getByRole("textbox", { name: "Search media" }), {
      target: { value: "taco" },
    });
    await waitFor(() => expect(router.state.location.search).toBe("?q=taco&view=list"));
    await waitFor(() =>
      expect(reads().at(-1)?.options.query).toEqual({ search: "taco", limit: 24, offset: 0 }),
    );
    expect(screen.getByRole("table", { name: "Media" })).toBeTruthy();
  });
});
