import type { MenuBody } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { MenusTab } from "./MenusTab.tsx";

let menu: MenuBody;

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path, options) => {
  if (path.includes("type-group")) {
    return path.includes("/1/")
      ? { data: [{ id: 1, _id: "a", title: "About us", url: "about-us" }] }
      : { data: [] };
  }
  if (options.method === "PUT") menu = options.body as MenuBody;
  return { data: { menuBody: menu } };
});

const link = (text: string, url = `/${text.toLowerCase()}`) => ({
  text,
  url,
  type: "internal" as const,
});

afterEach(cleanup);

function renderTab() {
  menu = {
    header: [
      link("Home", "/"),
      { ...link("About"), mode: "dropdown", children: [link("Team"), link("Jobs")] },
      link("Members"),
    ],
    footer: [{ text: "Mail", url: "mailto:a@b.org", type: "external" }],
  };
  renderScreen(<MenusTab />);
}

const header = () => screen.getByRole("list", { name: "Header menu items" });
const puts = () => api.writes("PUT");

// Mantine in jsdom is slow on a busy machine.
describe("the menus tab", { timeout: 30_000 }, () => {
  it("shows both menus with the dropdown's items nested", async () => {
    renderTab();
    await screen.findByRole("list", { name: "Header menu items" });
    const about = within(header()).getByRole("list", { name: "About items" });
    expect(within(about).getByText("Team")).toBeTruthy();
    const footer = screen.getByRole("list", { name: "Footer menu items" });
    expect(within(footer).getByText("mailto:a@b.org")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save menus" }).hasAttribute("disabled")).toBe(true);
  });

  it("nests with the buttons and saves both menus in one PUT", async () => {
    renderTab();
    fireEvent.click(
      await screen.findByRole("button", { name: "Move Members into the dropdown above" }),
    );
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Move Team out of the dropdown" }));
    fireEvent.click(screen.getByRole("button", { name: "Save menus" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0].options.body).toEqual({
      header: [
        link("Home", "/"),
        { ...link("About"), mode: "dropdown", children: [link("Jobs"), link("Members")] },
        link("Team"),
      ],
      footer: [{ text: "Mail", url: "mailto:a@b.org", type: "external" }],
    });
    await waitFor(() => expect(screen.queryByText("Unsaved changes")).toBeNull());
  });

  it("ends a dropdown whose last item moves out", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Move Team out of the dropdown" }));
    fireEvent.click(screen.getByRole("button", { name: "Move Jobs out of the dropdown" }));
    fireEvent.click(screen.getByRole("button", { name: "Save menus" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0].options.body as MenuBody;
    expect(body.header.map((i) => i.text)).toEqual(["Home", "About", "Jobs", "Team", "Members"]);
    expect(body.header[1]).toEqual(link("About"));
  });

  it("shows a server error at the item it names", async () => {
    api.failWith = apiFetchError(422, {
      message: "Bad",
      errors: { "header.1.children.0.url": ["Not a path."] },
    });
    renderTab();
    fireEvent.click(
      await screen.findByRole("button", { name: "Move Members into the dropdown above" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Save menus" }));
    const error = await screen.findByText("Not a path.");
    expect(error.closest("[data-menu-item]")?.getAttribute("data-menu-item")).toBe("Team");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
  });

  it("adds an item picked from the pages and validates external links", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Add item to the footer menu" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByText("The text field is required.")).toBeTruthy();
    fireEvent.click(within(dialog).getByText("External link"));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Text" }), {
      target: { value: "Bad" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "URL" }), {
      target: { value: "javascript:alert(1)" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(within(dialog).getByText(/must be an http\(s\), mailto: or tel:/)).toBeTruthy();
    fireEvent.click(within(dialog).getByText("Internal page"));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Path" }), {
      target: { value: "/about-us" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const footer = screen.getByRole("list", { name: "Footer menu items" });
    expect(within(footer).getByText("/about-us")).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === "/api/posts/1/type-group")).toBe(true),
    );
  });

  it("fills path and text from the page picker", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Add item to the header menu" }));
    const dialog = await screen.findByRole("dialog");
    const picker = within(dialog).getByRole("combobox", { name: "Page" });
    fireEvent.click(picker);
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === "/api/posts/1/type-group")).toBe(true),
    );
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole("option", { name: /About us/, hidden: true }));
    expect((within(dialog).getByRole("textbox", { name: "Path" }) as HTMLInputElement).value).toBe(
      "/about-us",
    );
    expect((within(dialog).getByRole("textbox", { name: "Text" }) as HTMLInputElement).value).toBe(
      "About us",
    );
    expect(within(dialog).getByRole("switch", { name: /^Dropdown/ })).toBeTruthy();
  });

  it("asks before removing a dropdown with its items", async () => {
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Delete About" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this dropdown?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(within(header()).queryByText("Team")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Delete Home" }));
    expect(within(header()).queryByText("Home")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Discard your changes?" })).getByRole(
        "button",
        { name: "Discard" },
      ),
    );
    await waitFor(() => expect(within(header()).getByText("Team")).toBeTruthy());
  });
});
