import type { PendingRevision, PostSnapshot, Revision } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Reviews from "../../routes/panel/reviews.tsx";
import { fakeApi } from "../../testing/fake-api.ts";
import { testAppliedRevision, testPendingChange, testSnapshot } from "../../testing/fixtures.ts";
import { apiFetchError, renderScreen, testAccount } from "../../testing/render-screen.tsx";
import { PostHistory } from "../revisions/PostHistory.tsx";

const mocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
let pending: PendingRevision[] = [];
let history: Revision[] = [];
let rejectFails = false;

vi.mock("../../lib/notify.ts", () => ({
  notify: { success: mocks.success, error: mocks.error, dismiss: () => {} },
}));

const snapshot = (title: string): PostSnapshot => testSnapshot({ title, description: "Tacos" });

const change = testPendingChange();
const vendor = change.user;
const applied = testAppliedRevision();
const titles: Record<number, string> = { 30: "Taco Loco", 40: "Taco Loco Deluxe" };

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path, options) => {
  if (path === "/api/domain-options") return { data: { timezone: "UTC" } };
  if (path === "/api/revisions/pending") {
    return { data: pending, meta: { total: pending.length, limit: 50, offset: 0 } };
  }
  if (path.endsWith("/reject") && rejectFails) {
    throw apiFetchError(422, {
      message: "The given data was invalid.",
      errors: { message: ["The message may not be greater than 2000 characters."] },
    });
  }
  if (options.method === "POST") return { data: null };
  if (path === "/api/posts/21/revisions") return { data: history };
  const one = /^\/api\/posts\/21\/revisions\/(\d+)$/.exec(path);
  if (one) {
    const id = Number(one[1]);
    const row = history.find((r) => r.id === id) ?? change;
    return { data: { ...row, post: snapshot(titles[id]) } };
  }
  return { data: [] };
});
const calls = api.calls;

beforeEach(() => {
  pending = [change];
  history = [{ ...change, post: undefined } as Revision, applied];
  rejectFails = false;
  mocks.success.mockClear();
});
afterEach(cleanup);

function renderAt(node: ReactNode, roleId = 2) {
  const account = testAccount({ role: { id: roleId, name: "Staff" } });
  renderScreen(node, { url: "/panel/reviews", path: "reviews", panel: { account } });
}

/** The table row of the pending change 40, once the queue has loaded. */
const queueRow = async () => {
  const table = await screen.findByRole("table", { name: "Changes waiting for review" });
  return waitFor(() => {
    const row = table.querySelector<HTMLElement>('tr[data-revision-id="40"]');
    if (!row) throw new Error("not loaded yet");
    return row;
  });
};
const posts = () => calls.filter((c) => c.options.method === "POST");

describe("the review queue", { timeout: 30_000 }, () => {
  it("lists each pending change: the listing's edit screen, who, what; its diff on demand", async () => {
    renderAt(<Reviews />);
    const row = await queueRow();
    expect(within(row).getByRole("link", { name: "Taco Loco" }).getAttribute("href")).toBe(
      "/panel/members/21",
    );
    expect(row.textContent).toContain("Tia Vendor");
    expect(row.textContent).toContain("title");
    expect(screen.getByText("1 change waiting")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: /^Show changes/ }));
    // The live version (the newest applied one) against the pending snapshot.
    const diff = document.getElementById("review-diff-40") as HTMLElement;
    await waitFor(() => expect(diff.querySelector("ins")?.textContent).toContain("Deluxe"));
    expect(calls.some((c) => c.path === "/api/posts/21/revisions/30")).toBe(true);
  });

  it("approves with one click and says the page shows it", async () => {
    renderAt(<Reviews />);
    const row = await queueRow();
    fireEvent.click(within(row).getByRole("button", { name: "Approve the change to Taco Loco" }));
    await waitFor(() => expect(posts()[0]?.path).toBe("/api/posts/21/revisions/40/approve"));
    await waitFor(() =>
      expect(mocks.success).toHaveBeenCalledWith("Approved: the page shows the change"),
    );
  });

  it("rejects only with a message, shown at the field when refused", async () => {
    renderAt(<Reviews />);
    const row = await queueRow();
    fireEvent.click(within(row).getByRole("button", { name: "Reject the change to Taco Loco" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this change?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject the change" }));
    expect(await within(dialog).findByText("Say what the member should change.")).toBeTruthy();
    expect(posts()).toHaveLength(0);

    rejectFails = true;
    const field = within(dialog).getByLabelText(/Message to the member/);
    fireEvent.change(field, { target: { value: "Please keep the prices." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject the change" }));
    expect(
      await within(dialog).findByText("The message may not be greater than 2000 characters."),
    ).toBeTruthy();

    rejectFails = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject the change" }));
    await waitFor(() => expect(mocks.success).toHaveBeenCalled());
    expect(posts().at(-1)).toMatchObject({
      path: "/api/posts/21/revisions/40/reject",
      options: { body: { message: "Please keep the prices." } },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says when nothing waits", async () => {
    pending = [];
    renderAt(<Reviews />);
    expect(await screen.findByText("Nothing waits for review")).toBeTruthy();
  });
});

describe("pending changes in a post's History tab", { timeout: 30_000 }, () => {
  it("wait for review, and staff approve or reject them there", async () => {
    renderAt(<PostHistory postId={21} />);
    const versions = await screen.findByRole("region", { name: "Versions" });
    const row = within(versions).getAllByRole("row")[1];
    expect(within(row).getByText("Waiting for review")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: /^Reject the change of / }));
    expect(await screen.findByRole("dialog", { name: "Reject this change?" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(row).getByRole("button", { name: /^Approve the change of / }));
    await waitFor(() => expect(posts()[0]?.path).toBe("/api/posts/21/revisions/40/approve"));
  });

  it("show a member no review buttons, and a rejection's message", async () => {
    history = [
      {
        ...applied,
        id: 41,
        status: "rejected",
        user: vendor,
        review: { user: null, at: "2027-03-03T10:00:00Z", message: "Keep the prices." },
      },
      { ...change, post: undefined } as Revision,
      applied,
    ];
    renderAt(<PostHistory postId={21} />, 4);
    const versions = await screen.findByRole("region", { name: "Versions" });
    expect(within(versions).getByText("Keep the prices.")).toBeTruthy();
    expect(within(versions).getByText("Rejected")).toBeTruthy();
    expect(within(versions).getByText("Waiting for review")).toBeTruthy();
    expect(within(versions).queryByRole("button", { name: /^Approve/ })).toBeNull();
  });
});
