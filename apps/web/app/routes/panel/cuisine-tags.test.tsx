import type { CuisineTagListItem } from "@fooddir/contract";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import {
  clickSave,
  confirmDelete,
  listRows,
  openDialog,
  retryShowsList,
} from "../../testing/screen-actions.ts";
import CuisineTagsPage from "./cuisine-tags.tsx";

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));

let tags: CuisineTagListItem[] = [];
let failList = false;
let refuseWrite: { message: string; errors: Record<string, string[]> } | null = null;

const api = fakeApi((_path, options) => {
  if (options.method === "DELETE") return { data: { message: "Deleted." } };
  if (options.method) {
    if (refuseWrite) throw apiFetchError(422, refuseWrite);
    const body = options.body as { title: string; icon_data: string };
    return { data: { id: 99, ...body } };
  }
  if (failList) throw new Error("offline");
  return { data: tags, meta: { total: tags.length } };
});

afterEach(() => {
  cleanup();
  failList = false;
  refuseWrite = null;
});

const mexican: CuisineTagListItem = {
  id: 1,
  title: "Mexican",
  icon_data: '{"emoji":"🌮","color":"#D9480F"}',
  members_count: 3,
};
const vegan: CuisineTagListItem = { id: 2, title: "Vegan", icon_data: "{}", members_count: 0 };

const visit = () => renderScreen(<CuisineTagsPage />);

const writes = () => api.writes();

// Mantine in jsdom is slow on a busy machine.
describe("the cuisine tags screen", { timeout: 30_000 }, () => {
  it("lists the tags with their icon and the members using them", async () => {
    tags = [mexican, vegan];
    visit();
    const { rows, texts } = await listRows("Cuisine tags");
    expect(texts("tag-title")).toEqual(["Mexican", "Vegan"]);
    expect(texts("tag-members")).toEqual(["Used by 3 members", "No members yet"]);
    expect(rows[0].textContent).toContain("🌮");
    expect(screen.getByTestId("list-total").textContent).toBe("2 cuisine tags");
    expect(screen.getByRole("button", { name: "Edit Mexican" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Vegan" })).toBeTruthy();
  });

  it("offers a first tag from the empty state, with the name as typed and the chosen emoji", async () => {
    tags = [];
    visit();
    expect(await screen.findByText("No cuisine tags yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New cuisine tag" }));
    const dialog = await screen.findByRole("dialog", { name: "New cuisine tag" });
    clickSave(dialog);
    expect(await within(dialog).findByText("The name field is required.")).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(within(dialog).getByRole("textbox", { name: /^Name/ }), {
      target: { value: "  Mexican " },
    });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Taco" }));
    clickSave(dialog);
    expect(await api.sentWrite()).toEqual({
      path: "/api/cuisine-tags",
      options: { method: "POST", body: { title: "Mexican", icon_data: '{"emoji":"🌮"}' } },
    });
  });

  it("renames a tag keeping its color, and refuses a name another tag has", async () => {
    tags = [mexican, vegan];
    visit();
    const dialog = await openDialog("Edit Mexican", "Edit cuisine tag");
    const name = within(dialog).getByRole("textbox", { name: /^Name/ });
    expect((name as HTMLInputElement).value).toBe("Mexican");
    expect(within(dialog).getByRole("radio", { name: "Taco" }).getAttribute("aria-checked")).toBe(
      "true",
    );

    fireEvent.change(name, { target: { value: "VEGAN" } });
    clickSave(dialog);
    expect(
      await within(dialog).findByText("A cuisine with this name already exists."),
    ).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(writes()).toEqual([]);

    fireEvent.change(name, { target: { value: "Tex-Mex" } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "No icon" }));
    clickSave(dialog);
    expect(await api.sentWrite()).toEqual({
      path: "/api/cuisine-tags/1",
      options: { method: "PUT", body: { title: "Tex-Mex", icon_data: '{"color":"#D9480F"}' } },
    });
  });

  it("shows the server's refusal at the name field", async () => {
    tags = [vegan];
    refuseWrite = {
      message: "A cuisine with this name already exists.",
      errors: { title: ["A cuisine with this name already exists."] },
    };
    visit();
    const dialog = await openDialog("New cuisine tag", "New cuisine tag");
    const name = within(dialog).getByRole("textbox", { name: /^Name/ });
    fireEvent.change(name, { target: { value: "Thai" } });
    clickSave(dialog);
    expect(
      await within(dialog).findByText("A cuisine with this name already exists."),
    ).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
  });

  it("says how many members lose the tag before deleting it", async () => {
    tags = [mexican, vegan];
    visit();
    const confirm = await openDialog("Delete Mexican", "Delete Mexican?");
    expect(confirm.textContent).toContain("3 members use Mexican; they will lose this tag.");
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(writes()).toEqual([]);

    await confirmDelete("Mexican");
    expect(await api.sentWrite()).toEqual({
      path: "/api/cuisine-tags/1",
      options: { method: "DELETE" },
    });
  });

  it("shows a failed load with Retry", async () => {
    failList = true;
    visit();
    expect(await screen.findByText("The cuisine tags could not be loaded.")).toBeTruthy();
    failList = false;
    tags = [vegan];
    expect(await retryShowsList("Cuisine tags")).toBeTruthy();
  });
});
