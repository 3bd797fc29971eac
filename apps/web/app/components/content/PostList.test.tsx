import type { Post } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECTIONS } from "../../lib/content/sections.ts";
import { fakeApi } from "../../testing/fake-api.ts";
import { testPost } from "../../testing/fixtures.ts";
import { apiFetchError, renderScreen } from "../../testing/render-screen.tsx";
import { PostList } from "./PostList.tsx";

const mocks = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock("../../lib/notify.ts", () => ({
  notify: { success: mocks.success, error: vi.fn(), info: vi.fn(), dismiss: () => {} },
}));

let rows: Post[] = [];
let listFails = false;
vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path, options) => {
  if (path === "/api/posts/by-type") {
    if (listFails) throw apiFetchError(500);
    return { data: rows, meta: { total: rows.length, limit: 25, offset: 0 } };
  }
  if (options.method) return { data: null };
  throw new Error(`unexpected ${path}`);
});

const TACO = testPost({ id: 7 });
const BAO = testPost({
  id: 8,
  post_status_id: 1,
  position: 1,
  attributes: { title: "Bao Wow", url: "bao-wow", description: "" },
});

beforeEach(() => {
  rows = [TACO, BAO];
  listFails = false;
  mocks.success.mockClear();
});
afterEach(cleanup);

const show = (url = "/panel/members", section = SECTIONS.members) =>
  renderScreen(<PostList config={section} />, { url });
const table = () => screen.getByRole("table");
const lastQuery = () =>
  api.calls.filter((c) => c.path === "/api/posts/by-type").at(-1)?.options.query;
const manual = () =>
  within(table())
    .getByRole("button", { name: "Sort by manual order" })
    .closest("th") as HTMLElement;
const header = (name: string) => within(table()).getByRole("columnheader", { name });

describe("a content section's list", { timeout: 20_000 }, () => {
  it("counts the posts and draws one row per post, with its id, title link and handle", async () => {
    show();
    expect(await screen.findByText("2 members")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Members" })).toBeTruthy();
    const trs = table().querySelectorAll("tbody tr[data-post-id]");
    expect([...trs].map((tr) => tr.getAttribute("data-post-id"))).toEqual(["7", "8"]);
    const titles = within(table()).getAllByTestId("post-title");
    expect(titles.map((t) => t.textContent)).toEqual(["Taco Loco", "Bao Wow"]);
    expect(titles[0].getAttribute("href")).toBe("/panel/members/7");
    expect(within(table()).getByRole("button", { name: "Reorder Taco Loco" })).toBeTruthy();
    // Members show their images; the created date is the fifth cell (the e2e tests read it).
    const cells = trs[0].querySelectorAll("td");
    expect(cells[4].querySelector("time")).toBeTruthy();
    expect(header("Images")).toBeTruthy();
    expect(lastQuery()).toEqual({
      type: 2,
      deleted: 0,
      sortBy: "position",
      sortDir: "asc",
      limit: 25,
      offset: 0,
    });
  });

  it("sorts by a header: the same column flips, new date columns start newest first", async () => {
    const { router } = show();
    await screen.findByText("2 members");
    expect(manual().getAttribute("aria-sort")).toBe("ascending");
    expect(header("Title").getAttribute("aria-sort")).toBe("none");
    fireEvent.click(within(header("Title")).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=title"));
    expect(header("Title").getAttribute("aria-sort")).toBe("ascending");
    expect(manual().getAttribute("aria-sort")).toBe("none");
    fireEvent.click(within(header("Title")).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=title&dir=desc"));
    fireEvent.click(within(header("Created")).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=created_at&dir=desc"));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ sortBy: "created_at", sortDir: "desc" }),
    );
    // Sorted by anything but the order, the handles cannot move rows.
    expect(within(table()).getAllByRole("button", { name: "Reordering unavailable" })).toHaveLength(
      2,
    );
    fireEvent.click(screen.getByRole("button", { name: "Sort by manual order" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("filters by status as a number and disables reordering while filtered", async () => {
    show("/panel/members?status=1");
    await screen.findByText("2 members");
    expect(lastQuery()).toMatchObject({ status: 1, deleted: 0 });
    expect(within(table()).queryByRole("button", { name: "Reorder Taco Loco" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Search members" })).toBeTruthy();
  });

  it("shows the trash as its own view: no handles, restore and delete permanently", async () => {
    const { router } = show();
    await screen.findByText("2 members");
    fireEvent.click(screen.getByText("Trash"));
    await waitFor(() => expect(router.state.location.search).toBe("?trash=1"));
    await waitFor(() => expect(lastQuery()).toMatchObject({ deleted: 1 }));
    expect(await screen.findByText("2 members in the trash")).toBeTruthy();
    expect(within(table()).queryByRole("button", { name: /^Reorder / })).toBeNull();
    expect(within(table()).queryAllByRole("link")).toHaveLength(0);
    expect(header("Trashed")).toBeTruthy();
    fireEvent.click(within(table()).getByRole("button", { name: "Actions for Bao Wow" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete permanently" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete permanently?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    await waitFor(() =>
      expect(api.writes("DELETE").map((c) => c.path)).toEqual(["/api/posts/8/permanently"]),
    );
    expect(mocks.success).toHaveBeenCalledWith("“Bao Wow” deleted permanently.");
  });

  it("moves a post to the trash from its menu", async () => {
    show();
    await screen.findByText("2 members");
    fireEvent.click(within(table()).getByRole("button", { name: "Actions for Taco Loco" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Move to trash" }));
    await waitFor(() =>
      expect(mocks.success).toHaveBeenCalledWith("“Taco Loco” moved to the trash."),
    );
    expect(api.writes("DELETE").map((c) => c.path)).toEqual(["/api/posts/7"]);
  });

  it("tells an empty section, an empty trash and no match apart", async () => {
    rows = [];
    show("/panel/pages", SECTIONS.pages);
    expect(await screen.findByText("No pages yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "New page" }).getAttribute("href")).toBe(
      "/panel/pages/new",
    );
    cleanup();
    show("/panel/pages?trash=1", SECTIONS.pages);
    expect(await screen.findByText("The trash is empty")).toBeTruthy();
    cleanup();
    const { router } = show("/panel/pages?trash=1&q=zz", SECTIONS.pages);
    expect(await screen.findByText("No pages match these filters")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?trash=1"));
  });

  it("says when the list could not be loaded and retries", async () => {
    listFails = true;
    show("/panel/blog", SECTIONS.blog);
    expect(await screen.findByText("Blog could not be loaded")).toBeTruthy();
    listFails = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("2 blog posts")).toBeTruthy();
  });
});
