import type { AuditEntry } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import AuditLog from "../../routes/panel/audit-log.tsx";
import { renderScreen, testAccount } from "../../testing/render-screen.tsx";
import { stubDownload } from "../panel/export-csv-test-utils.ts";

type Call = { path: string; options: { query?: Record<string, unknown>; responseType?: string } };
const calls: Call[] = [];
let rows: AuditEntry[] = [];
let failing = false;
/** The list's total when more entries exist than the page shows. */
let total: number | null = null;

vi.mock("../../lib/api/browser.ts", () => ({
  api:
    () =>
    async (path: string, options: Call["options"] = {}) => {
      calls.push({ path, options });
      if (path === "/api/users") {
        return {
          data: [
            { id: 1, firstname: "Ada", lastname: "Admin", email: "admin@example.com" },
            { id: 2, firstname: "Eddie", lastname: "Editor", email: "editor@example.com" },
          ],
          meta: { total: 2, limit: 500, offset: 0 },
        };
      }
      if (path === "/api/audit-log/export") return "id,at,user\n1,2026-11-20,Ada Admin\n";
      if (failing) throw Object.assign(new Error("500"), { status: 500, data: { message: "x" } });
      return { data: rows, meta: { total: total ?? rows.length, limit: 50, offset: 0 } };
    },
}));

const signIn: AuditEntry = {
  id: 11,
  at: "2026-11-20T16:30:00.000Z",
  user: {
    id: 1,
    firstname: "Ada Admin",
    lastname: "",
    name: "Ada Admin",
    email: "admin@example.com",
  },
  action: "sign-in",
  entity: "session",
  entity_id: 1,
  summary: "Signed in",
};
const failed: AuditEntry = {
  id: 12,
  at: "2026-11-21T01:05:00.000Z",
  user: null,
  action: "sign-in-failed",
  entity: "session",
  entity_id: null,
  summary: "Failed sign-in for admin@example.org (no such account)",
};
const edit: AuditEntry = {
  id: 13,
  at: "2026-11-22T18:12:00.000Z",
  // As the API answers it: the name stored with the entry, from before Eddie renamed himself.
  user: {
    id: 2,
    firstname: "Eddie Formerly",
    lastname: "",
    name: "Eddie Formerly",
    email: "eddie.old@example.com",
  },
  action: "update",
  entity: "post",
  entity_id: 1,
  summary: 'Updated the page "Home"',
};

const listCalls = () => calls.filter((c) => c.path === "/api/audit-log");
const utc = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

afterEach(() => {
  cleanup();
  calls.length = 0;
  failing = false;
  total = null;
});

function visit(url = "/panel/audit-log") {
  const account = testAccount({ role: { id: 2, name: "Site admin" }, active_domain_id: 1 });
  return renderScreen(<AuditLog />, { url, path: "audit-log", panel: { account } }).router;
}

describe("the audit log screen", () => {
  it("lists who did what and when, with the URL's filters sent to the API", async () => {
    rows = [edit, failed, signIn];
    visit("/panel/audit-log?user=2&kind=post&from=2026-11-20&to=2026-11-22");
    expect(await screen.findByText("3 entries")).toBeTruthy();
    expect(listCalls()[0].options.query).toEqual({
      user_id: 2,
      entity: "post",
      startDate: utc(new Date(2026, 10, 20, 0, 0, 0)),
      endDate: utc(new Date(2026, 10, 22, 23, 59, 59)),
      limit: 50,
      offset: 0,
    });
    const table = screen.getByRole("table", { name: "Audit log" });
    const headers = [...table.querySelectorAll("th")].map((th) => th.textContent);
    expect(headers).toEqual(["When", "Who", "Action", "Kind", "Summary"]);
    const row = table.querySelector<HTMLElement>('[data-audit-id="13"]')!;
    // The name the entry stored, not the user's current one (the user list says Eddie Editor).
    expect(row.textContent).toContain("Eddie Formerly");
    expect(row.textContent).not.toContain("Eddie Editor");
    expect(row.textContent).toContain("Updated");
    expect(row.textContent).toContain("Content");
    expect(row.textContent).toContain('Updated the page "Home"');
    expect(row.querySelector("time")?.getAttribute("datetime")).toBe(edit.at);
    // A failed sign-in of an unknown address names no one.
    const unknown = table.querySelector<HTMLElement>('[data-audit-id="12"]')!;
    expect(unknown.textContent).toContain("Unknown address");
    expect(unknown.textContent).toContain("Failed sign-in");
    // The phone layout lists the same entries as cards.
    expect(screen.getByRole("list", { name: "Audit log" }).querySelectorAll("li")).toHaveLength(3);
  });

  it("puts a chosen kind and user in the URL and the API query, back on page 1", async () => {
    rows = [signIn];
    total = 120;
    const router = visit("/panel/audit-log?page=2");
    await screen.findByText("120 entries");
    expect(listCalls()[0].options.query).toEqual({ limit: 50, offset: 50 });
    fireEvent.click(screen.getByRole("combobox", { name: "Kind" }));
    fireEvent.click(await screen.findByRole("option", { name: "Settings" }));
    await waitFor(() => expect(router.state.location.search).toBe("?kind=settings"));
    await waitFor(() =>
      expect(listCalls().at(-1)?.options.query).toEqual({
        entity: "settings",
        limit: 50,
        offset: 0,
      }),
    );
    fireEvent.click(screen.getByRole("combobox", { name: "User" }));
    fireEvent.click(await screen.findByRole("option", { name: "Eddie Editor" }));
    await waitFor(() => expect(router.state.location.search).toBe("?user=2&kind=settings"));
    await waitFor(() =>
      expect(listCalls().at(-1)?.options.query).toMatchObject({ user_id: 2, entity: "settings" }),
    );
    // Clear takes every filter away.
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("exports the filtered entries as a CSV download", async () => {
    rows = [signIn];
    const click = stubDownload();
    visit("/panel/audit-log?kind=session&user=1&page=2&limit=25");
    await screen.findByText("1 entry");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((c) => c.path === "/api/audit-log/export");
    expect(exported?.options.query).toEqual({ user_id: 1, entity: "session" });
    expect(exported?.options.responseType).toBe("text");
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^audit-log-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });

  it("tells an empty log from an empty filter, and offers Clear", async () => {
    rows = [];
    visit();
    expect(await screen.findByText("No audit entries yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" })).toHaveProperty("disabled", true);
    cleanup();
    const router = visit("/panel/audit-log?kind=user&limit=100");
    expect(await screen.findByText("No entry matches these filters")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?limit=100"));
  });

  it("says when the log could not be loaded", async () => {
    failing = true;
    visit();
    expect(await screen.findByText("The audit log could not be loaded")).toBeTruthy();
    expect(screen.queryByText("No audit entries yet")).toBeNull();
  });
});
