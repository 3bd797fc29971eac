import type { UserItem } from "@fooddir/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import Users from "../../routes/panel/users.tsx";
import { fakeApi } from "../../testing/fake-api.ts";
import { jane, renderUsersScreen, self, siteAdmin } from "./users-test-utils.tsx";

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));

let rows: UserItem[] = [];
let total = 0;
const api = fakeApi((path, options) => {
  if (options.method === "DELETE") return { data: { message: "Deleted." } };
  if (options.method === "PUT") return { data: { ...jane, ...(options.body as object) } };
  if (path === "/api/posts/by-type") {
    return { data: [{ id: 21, attributes: { title: "Taco Loco" } }], meta: { total: 1 } };
  }
  return { data: rows, meta: { total, limit: 25, offset: 0 } };
});

// Mantine's comboboxes and modals are slow to render in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderList = (url = "/panel/users", account = siteAdmin) =>
  renderUsersScreen(<Users />, { url, path: "users", account });

/** The table row of a user (the list draws each user as a row and, for phones, a card). */
const rowOf = (name: string) =>
  within(screen.getByRole("table")).getByRole("link", { name }).closest("tr") as HTMLElement;
/** The row's button (the table's; the card has the same one). */
const rowButton = async (name: string | RegExp) =>
  (await screen.findAllByRole("button", { name }))[0] as HTMLElement;

describe("the users list", () => {
  it("shows an editor a friendly no-access state and calls nothing", async () => {
    renderList("/panel/users", { ...siteAdmin, role: { id: 3, name: "Editor" } });
    expect(await screen.findByText("You don't have access to users")).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("lists users with role, sites, two-factor, status and a comma count", async () => {
    rows = [self, jane];
    total = 1234;
    renderList();
    expect(await screen.findByText("1,234 users")).toBeTruthy();
    const row = rowOf("Jane Doe");
    expect(within(row).getByText("jane@example.com")).toBeTruthy();
    expect(within(row).getByText("Editor")).toBeTruthy();
    expect(within(row).getByText("South")).toBeTruthy();
    expect(within(row).getByText("Off")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    const created = within(row).getByText("4 Mar 2024");
    expect(created.getAttribute("title")).toMatch(/^2024-03-04 \d\d:00:00$/);
    expect(row.getAttribute("data-user-id")).toBe("7");
    expect(api.calls[0]).toMatchObject({
      path: "/api/users",
      options: { query: { limit: 25, offset: 0 } },
    });
  });

  it("says which listings a member keeps: titles of the active site, else the count", async () => {
    const member = { ...jane, role: { id: 4, name: "Member" }, member_ids: [21] };
    rows = [member, { ...member, id: 8, firstname: "Max", member_ids: [21, 99] }];
    total = 2;
    renderList();
    await screen.findAllByRole("link", { name: "Jane Doe" });
    const row = rowOf("Jane Doe");
    expect(await within(row).findByText("Member of Taco Loco")).toBeTruthy();
    expect(within(rowOf("Max Doe")).getByText("Member of 2 listings")).toBeTruthy();
  });

  it("locks delete and disable on the caller's own row, with the reason", async () => {
    rows = [self, jane];
    total = 2;
    renderList();
    const own = await rowButton(/^Delete Sam Admin/);
    expect(own.getAttribute("aria-disabled")).toBe("true");
    expect(own.getAttribute("aria-label")).toContain("You can't delete your own account.");
    fireEvent.click(own);
    expect(screen.queryByText("Delete Sam Admin?")).toBeNull();
    const disable = await rowButton(/^Disable Sam Admin/);
    expect(disable.getAttribute("aria-disabled")).toBe("true");
  });

  it("deletes another user after confirming", async () => {
    rows = [self, jane];
    total = 2;
    renderList();
    fireEvent.click(await rowButton("Delete Jane Doe"));
    expect(await screen.findByText("Delete Jane Doe?")).toBeTruthy();
    expect(screen.getByText(/They lose access at once/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete user" }));
    await waitFor(() => expect(api.writes("DELETE").map((c) => c.path)).toEqual(["/api/users/7"]));
  });

  it("disables a user after confirming", async () => {
    rows = [jane];
    total = 1;
    renderList();
    fireEvent.click(await rowButton("Disable Jane Doe"));
    expect(await screen.findByText("Disable Jane Doe?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Disable" }));
    await waitFor(() => {
      const put = api.writes("PUT")[0];
      expect(put).toMatchObject({ path: "/api/users/7", options: { body: { disabled: true } } });
    });
  });

  it("debounces the search into ?q= and the API query", async () => {
    rows = [jane];
    total = 1;
    const router = renderList();
    await screen.findByText("1 user");
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText("Search users"), { target: { value: "jan" } });
    fireEvent.change(screen.getByLabelText("Search users"), { target: { value: "jane" } });
    expect(router.state.location.search).toBe("");
    await act(async () => {
      vi.advanceTimersByTime(350);
    });
    vi.useRealTimers();
    expect(router.state.location.search).toBe("?q=jane");
    await waitFor(() =>
      expect(api.calls.at(-1)?.options.query).toEqual({ search: "jane", limit: 25, offset: 0 }),
    );
    expect(api.calls.filter((c) => c.options.query?.search === "jan")).toEqual([]);
    expect(await screen.findByText("1 user found")).toBeTruthy();
  });

  it("shows the no-match state for a search and the empty state without one", async () => {
    rows = [];
    total = 0;
    renderList("/panel/users?q=zed");
    expect(await screen.findByText("No users match your search")).toBeTruthy();
    expect(
      screen.getByText("Nobody's name or email contains “zed”. Try another search."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("No users yet")).toBeTruthy();
  });

  it("moves a page past the end back to the last page", async () => {
    rows = [];
    total = 50;
    const router = renderList("/panel/users?page=3");
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
  });
});
