import type { UserItem } from "@fooddir/contract";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import Users from "../../routes/panel/users.tsx";
import { jane, renderPanel, self, siteAdmin } from "./users-test-utils.tsx";

type Call = { path: string; options: Record<string, unknown> };
const calls: Call[] = [];
let rows: UserItem[] = [];
let total = 0;

vi.mock("../../lib/api/browser.ts", () => ({
  api:
    () =>
    async (path: string, options: Record<string, unknown> = {}) => {
      calls.push({ path, options });
      if (options.method === "DELETE") return { data: { message: "Deleted." } };
      if (options.method === "PUT") return { data: { ...jane, ...(options.body as object) } };
      if (path === "/api/posts/by-type") {
        return { data: [{ id: 21, attributes: { title: "Taco Loco" } }], meta: { total: 1 } };
      }
      return { data: rows, meta: { total, limit: 25, offset: 0 } };
    },
}));

// Mantine's comboboxes and modals are slow to render in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  cleanup();
  calls.length = 0;
  vi.useRealTimers();
});

const renderList = (url = "/panel/users", account = siteAdmin) =>
  renderPanel([{ path: "users", element: <Users /> }], url, account);

describe("the users list", () => {
  it("shows an editor a friendly no-access state and calls nothing", async () => {
    renderList("/panel/users", { ...siteAdmin, role: { id: 3, name: "Editor" } });
    expect(await screen.findByText("You don't have access to users")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("lists users with role, sites, two-factor, status and a comma count", async () => {
    rows = [self, jane];
    total = 1234;
    renderList();
    expect(await screen.findByText("1,234 users")).toBeTruthy();
    const row = screen.getByRole("link", { name: "Jane Doe" }).closest("tr") as HTMLElement;
    expect(within(row).getByText("jane@example.com")).toBeTruthy();
    expect(within(row).getByText("Editor")).toBeTruthy();
    expect(within(row).getByText("South")).toBeTruthy();
    expect(within(row).getByText("Off")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
    const created = within(row).getByText("4 Mar 2024");
    expect(created.getAttribute("title")).toMatch(/^2024-03-04 \d\d:00:00$/);
    expect(calls[0]).toMatchObject({
      path: "/api/users",
      options: { query: { limit: 25, offset: 0 } },
    });
  });

  it("says which listings a member keeps: titles of the active site, else the count", async () => {
    const member = { ...jane, role: { id: 4, name: "Member" }, member_ids: [21] };
    rows = [member, { ...member, id: 8, firstname: "Max", member_ids: [21, 99] }];
    total = 2;
    renderList();
    const row = (await screen.findByRole("link", { name: "Jane Doe" })).closest(
      "tr",
    ) as HTMLElement;
    expect(await within(row).findByText("Member of Taco Loco")).toBeTruthy();
    const other = screen.getByRole("link", { name: "Max Doe" }).closest("tr") as HTMLElement;
    expect(within(other).getByText("Member of 2 listings")).toBeTruthy();
  });

  it("locks delete and disable on the caller's own row, with the reason", async () => {
    rows = [self, jane];
    total = 2;
    renderList();
    const own = await screen.findByRole("button", { name: /^Delete Sam Admin/ });
    expect(own.getAttribute("aria-disabled")).toBe("true");
    expect(own.getAttribute("aria-label")).toContain("You can't delete your own account.");
    fireEvent.click(own);
    expect(screen.queryByText("Delete Sam Admin?")).toBeNull();
    const disable = screen.getByRole("button", { name: /^Disable Sam Admin/ });
    expect(disable.getAttribute("aria-disabled")).toBe("true");
  });

  it("deletes another user after confirming", async () => {
    rows = [self, jane];
    total = 2;
    renderList();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Jane Doe" }));
    expect(await screen.findByText("Delete Jane Doe?")).toBeTruthy();
    expect(screen.getByText(/They lose access at once/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete user" }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === "/api/users/7" && c.options.method === "DELETE")).toBe(
        true,
      ),
    );
  });

  it("disables a user after confirming", async () => {
    rows = [jane];
    total = 1;
    renderList();
    fireEvent.click(await screen.findByRole("button", { name: "Disable Jane Doe" }));
    expect(await screen.findByText("Disable Jane Doe?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Disable" }));
    await waitFor(() => {
      const put = calls.find((c) => c.options.method === "PUT");
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
      expect(calls.at(-1)?.options.query).toEqual({ search: "jane", limit: 25, offset: 0 }),
    );
    expect(calls.filter((c) => (c.options.query as { search?: string })?.search === "jan")).toEqual(
      [],
    );
  });

  it("shows the no-match state for a search and the empty state without one", async () => {
    rows = [];
    total = 0;
    renderList("/panel/users?q=zed");
    expect(await screen.findByText("No users match your search")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("No users yet")).toBeTruthy();
  });
});
