import type { AnalyticsItem } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { testAnalyticsItem } from "../../testing/fixtures.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { AnalyticsTab } from "./AnalyticsTab.tsx";

let items: AnalyticsItem[] = [];

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((_path, options) => {
  if (options.method === "DELETE") return { message: "ok" };
  if (options.method) return { data: { ...items[0], ...(options.body as object), id: 9 } };
  return { data: items, meta: { total: items.length } };
});

const item = testAnalyticsItem;

afterEach(cleanup);

const renderTab = () => renderScreen(<AnalyticsTab />);

/** Renders the tab and opens "Add snippet": its dialog. */
async function openNewSnippet() {
  renderTab();
  fireEvent.click(await screen.findByRole("button", { name: "Add snippet" }));
  return screen.findByRole("dialog");
}

describe("the analytics tab", { timeout: 20_000 }, () => {
  it("lists the snippets with type, position and a summary", async () => {
    items = [
      item({ id: 1, name: "Plausible", src: "https://plausible.io/js/script.js" }),
      item({ id: 2, type: "meta", name: "verify", content: "abc" }),
    ];
    renderTab();
    expect(await screen.findByText("Plausible")).toBeTruthy();
    expect(screen.getByText(/Snippets run on every public page of this domain/)).toBeTruthy();
    expect(screen.getByText("plausible.io/js/script.js")).toBeTruthy();
    expect(screen.getByText("Meta tag")).toBeTruthy();
    expect(screen.getAllByText("In <head>")).toHaveLength(2);
  });

  it("shows the empty state and checks the form with the contract's messages", async () => {
    items = [];
    const dialog = await openNewSnippet();
    fireEvent.change(within(dialog).getByLabelText(/Script address/), {
      target: { value: "http://example.com/a.js" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add snippet" }));
    expect(await within(dialog).findByText("The src must be an https address.")).toBeTruthy();
    expect(api.calls.some((c) => c.options.method)).toBe(false);
  });

  it("adapts the form to a meta tag", async () => {
    items = [];
    const dialog = await openNewSnippet();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Meta tag" }));
    expect(within(dialog).queryByLabelText(/Script address/)).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Add snippet" }));
    expect(await within(dialog).findByText("A meta tag needs a name.")).toBeTruthy();
  });

  it("shows a server 422 at its field", async () => {
    items = [];
    api.failWith = apiFetchError(422, { message: "Invalid", errors: { custom_id: ["Taken."] } });
    const dialog = await openNewSnippet();
    fireEvent.change(within(dialog).getByLabelText(/Script address/), {
      target: { value: "https://example.com/a.js" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add snippet" }));
    await waitFor(() => expect(api.calls.some((c) => c.options.method === "POST")).toBe(true));
    const post = api.calls.find((c) => c.options.method === "POST");
    expect(post?.options.body).toMatchObject({ src: "https://example.com/a.js", code: "" });
    const field = within(dialog).getByLabelText("Custom id");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("Taken.")).toBeTruthy();
  });

  it("confirms before deleting", async () => {
    items = [item({ id: 4, name: "GA", src: "https://www.googletagmanager.com/gtag/js" })];
    renderTab();
    fireEvent.click(await screen.findByRole("button", { name: "Delete GA" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/removed from every page of the site/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.options.method === "DELETE")?.path).toBe("/api/analytics/4"),
    );
  });

  it("disables Add at the limit and says why", async () => {
    items = Array.from({ length: 20 }, (_, i) => item({ id: i + 1, code: `x${i}` }));
    renderTab();
    const add = await screen.findByRole("button", { name: "Add snippet" });
    expect(add.hasAttribute("disabled") || add.getAttribute("data-disabled") === "true").toBe(true);
    expect(screen.getByText(/at most 20 snippets/)).toBeTruthy();
  });
});
