import type { Submission } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import Submissions from "../../routes/panel/submissions.tsx";
import { renderScreen, testAccount } from "../../testing/render-screen.tsx";
import { stubDownload } from "../panel/export-csv-test-utils.ts";

const calls: { path: string; options: Record<string, unknown> }[] = [];
let rows: Submission[] = [];

vi.mock("../../lib/api/browser.ts", () => ({
  api:
    () =>
    async (path: string, options: Record<string, unknown> = {}) => {
      calls.push({ path, options });
      if (path === "/api/submissions/export") return "id,form\n1,join\n";
      if (options.method === "DELETE") return { data: { message: "ok" } };
      return { data: rows, meta: { total: rows.length, limit: 25, offset: 0 } };
    },
}));

const sample: Submission = {
  id: 7,
  form: "catering",
  name: "Ana Díaz",
  email: "ana@example.com",
  phone: "+1 555 0100",
  message: "First line\nSecond line",
  fields: { guest_count: "120", event_date: "2024-06-01" },
  held: false,
  created_at: "2024-05-01T10:00:00.000Z",
};

afterEach(() => {
  cleanup();
  calls.length = 0;
});

function visit(roleId: number, url = "/panel/submissions") {
  const account = testAccount({ role: { id: roleId, name: "x" } });
  return renderScreen(<Submissions />, { url, path: "submissions", panel: { account } }).router;
}

describe("the submissions screen", () => {
  it("lists submissions and shows every field in the drawer; admins may delete", async () => {
    rows = [sample];
    visit(2, "/panel/submissions?form=catering&from=2024-05-01&to=2024-05-02");
    expect(await screen.findByText("1 submission")).toBeTruthy();
    expect(calls[0].options.query).toEqual({
      form: "catering",
      startDate: "2024-05-01 00:00:00",
      endDate: "2024-05-02 23:59:59",
      limit: 25,
      offset: 0,
    });
    fireEvent.click(screen.getByRole("button", { name: "View submission from Ana Díaz" }));
    const details = await screen.findByTestId("submission-details");
    expect(within(details).getByText("Guest count")).toBeTruthy();
    expect(within(details).getByText("120")).toBeTruthy();
    const reply = within(details).getByRole("link", { name: "Reply by email" });
    expect(reply.getAttribute("href")).toContain("mailto:ana@example.com");
    fireEvent.click(within(details).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this submission?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === "/api/submissions/7" && c.options.method === "DELETE"),
      ).toBe(true),
    );
    await waitFor(() => expect(screen.queryByTestId("submission-details")).toBeNull());
  });

  it("marks held submissions with a Held badge whose accessible name starts with its text", async () => {
    rows = [sample, { ...sample, id: 8, name: "Bo Flood", held: true }];
    visit(2);
    expect(await screen.findByText("2 submissions")).toBeTruthy();
    const heldRows = document.querySelectorAll<HTMLElement>('[data-submission-id="8"]');
    expect(heldRows.length).toBeGreaterThan(0);
    for (const row of heldRows) {
      const badge = within(row).getByText("Held");
      expect(badge.closest(".mantine-Badge-root")?.textContent).toBe("Held for review");
    }
    for (const row of document.querySelectorAll<HTMLElement>('[data-submission-id="7"]')) {
      expect(within(row).queryByText("Held")).toBeNull();
    }
    fireEvent.click(screen.getAllByRole("button", { name: "View submission from Bo Flood" })[0]);
    const details = await screen.findByTestId("submission-details");
    expect(within(details).getByText("Held")).toBeTruthy();
    // The held filter goes to the API and the URL.
    fireEvent.click(screen.getByRole("checkbox", { name: "Held only" }));
    await waitFor(() => expect(calls.at(-1)?.options.query).toMatchObject({ held: "true" }));
  });

  it("hides Delete from editors", async () => {
    rows = [sample];
    visit(3);
    fireEvent.click(await screen.findByRole("button", { name: "View submission from Ana Díaz" }));
    const details = await screen.findByTestId("submission-details");
    expect(within(details).queryByRole("button", { name: "Delete" })).toBeNull();
  });

  it("tells an empty domain from an empty filter", async () => {
    rows = [];
    visit(2);
    expect(await screen.findByText("No submissions yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export CSV" })).toHaveProperty("disabled", true);
  });

  it("offers Clear when filters match nothing", async () => {
    rows = [];
    const router = visit(2, "/panel/submissions?q=zzz&limit=50");
    expect(await screen.findByText("No submission matches these filters")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?limit=50"));
  });

  it("exports the filtered CSV as a download", async () => {
    rows = [sample];
    const click = stubDownload();
    visit(2, "/panel/submissions?form=join&page=2");
    await screen.findByText("1 submission");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((c) => c.path === "/api/submissions/export");
    expect(exported?.options.query).toEqual({ form: "join" });
    expect(exported?.options.responseType).toBe("text");
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^submissions-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });
});
