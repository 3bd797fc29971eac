import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../testing/fake-api.ts";
import { TEST_SEO_ROWS } from "../../testing/fixtures.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { SeoTab } from "./SeoTab.tsx";

const posts = TEST_SEO_ROWS;
const domain = {
  id: 1,
  host: "trucks.example.org",
  name: "Trucks",
  seo: { title: "Trucks of the city", description: "Find food trucks." },
};

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path) =>
  path.includes("seo") ? { data: posts, meta: { total: posts.length } } : { data: domain },
);

afterEach(cleanup);

const renderTab = () => renderScreen(<SeoTab />).router;

const puts = () => api.writes("PUT");

describe("the SEO tab", { timeout: 30_000 }, () => {
  it("previews the domain snippet and filters the posts", async () => {
    renderTab();
    const title = await screen.findByLabelText("SEO title");
    expect((title as HTMLInputElement).value).toBe("Trucks of the city");
    expect(screen.getByText("18 / 60 characters recommended (at most 255).")).toBeTruthy();
    expect(screen.getByText("https://trucks.example.org")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(5);
    fireEvent.change(screen.getByLabelText("Search posts"), { target: { value: "BUS" } });
    expect(screen.getAllByRole("row")).toHaveLength(2);
    expect(screen.getByText("1 post of 4")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search posts"), { target: { value: "nothing" } });
    expect(screen.getByText("No posts match these filters.")).toBeTruthy();
  });

  it("counts changes and saves domain and changed rows in one call", async () => {
    renderTab();
    await screen.findByLabelText("SEO title");
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(true);
    fireEvent.change(screen.getByLabelText("SEO title"), { target: { value: "Street food" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "No index: Taco Truck" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "In sitemap: Opening day" }));
    expect(screen.getByText("3 unsaved changes")).toBeTruthy();
    const preview = screen.getByText("Search result preview").closest("figure");
    expect(within(preview as HTMLElement).getByText("Street food")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.path).toBe("/api/posts/seo");
    expect(puts()[0]?.options.body).toEqual({
      domain: { title: "Street food", description: "Find food trucks." },
      posts: [
        { id: 2, no_index: true, no_follow: false, show_in_sitemap: true },
        { id: 4, no_index: false, no_follow: false, show_in_sitemap: false },
      ],
    });
    expect(await screen.findByText("No unsaved changes")).toBeTruthy();
  });

  it("sends no domain when only posts changed", async () => {
    renderTab();
    await screen.findByLabelText("SEO title");
    fireEvent.click(screen.getByRole("checkbox", { name: "No follow: Home" }));
    expect(screen.getByText("1 unsaved change")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.options.body).toEqual({
      posts: [{ id: 1, no_index: false, no_follow: true, show_in_sitemap: true }],
    });
  });

  it("asks before leaving the tab with unsaved changes, and discards on request", async () => {
    const router = renderTab();
    await screen.findByLabelText("SEO title");
    fireEvent.click(screen.getByRole("checkbox", { name: "No index: Home" }));
    void router.navigate("/?tab=colors");
    expect(await screen.findByText("Leave without saving?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    expect(await screen.findByText("Discard unsaved changes?")).toBeTruthy();
    const dialog = screen.getByRole("dialog", { name: "Discard unsaved changes?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Discard" }));
    expect(await screen.findByText("No unsaved changes")).toBeTruthy();
    await router.navigate("/?tab=colors");
    expect(router.state.location.search).toBe("?tab=colors");
  });

  it("keeps the form and shows field errors when the server refuses", async () => {
    api.failWith = apiFetchError(422, {
      message: "Invalid",
      errors: { "domain.title": ["The title is odd."], "posts.0.no_index": ["Post is locked."] },
    });
    renderTab();
    await screen.findByLabelText("SEO title");
    fireEvent.change(screen.getByLabelText("SEO title"), { target: { value: "Odd" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "No index: Burger Bus" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The title is odd.")).toBeTruthy();
    expect(screen.getByText("Post is locked.")).toBeTruthy();
    expect((screen.getByLabelText("SEO title") as HTMLInputElement).value).toBe("Odd");
    expect(screen.getByText("2 unsaved changes")).toBeTruthy();
  });
});
