import type { Post, PostSnapshot, Revision, RevisionDetail } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ContentEdit from "../../routes/panel/content/edit.tsx";
import { fakeApi } from "../../testing/fake-api.ts";
import { testPost, testSnapshot } from "../../testing/fixtures.ts";
import { renderScreen, testAccount } from "../../testing/render-screen.tsx";

type EditProps = Parameters<typeof ContentEdit>[0];
const mocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock("../../lib/notify.ts", () => ({
  notify: { success: mocks.success, error: mocks.error, dismiss: () => {} },
}));

const vendor = { id: 40, firstname: "Val", lastname: "Vendor" };

const live = testPost({
  _id: "p7",
  created_at: "2027-02-28T10:00:00Z",
  updated_at: "2027-03-02T10:00:00Z",
  pending_revision: null,
});

const snapshot: PostSnapshot = testSnapshot({ description: "Tacos and our new green salsa." });

const pending: Revision = {
  id: 31,
  created_at: "2027-03-05T09:30:00Z",
  user: vendor,
  status: "pending",
  kind: "data",
  fields: ["description"],
};
const rejected: Revision = {
  id: 30,
  created_at: "2027-03-03T09:00:00Z",
  user: vendor,
  status: "rejected",
  kind: "data",
  fields: ["description"],
  review: { user: null, at: "2027-03-04T08:00:00Z", message: "Please add your prices." },
};

let post: Post = live;
let revisions: Revision[] = [];
let saveAnswer: Post = live;

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi({
  "/api/domain-options": { data: { timezone: "UTC", currency: "USD" } },
  "/api/cuisine-tags": { data: [], meta: { total: 0 } },
  "/api/posts/7/data": () => ({ data: saveAnswer }),
  "/api/posts/7": () => ({ data: post }),
  "/api/posts/7/revisions": () => ({ data: revisions }),
  "/api/posts/7/revisions/31": { data: { ...pending, post: snapshot } satisfies RevisionDetail },
  "*": { data: [] },
});

beforeEach(() => {
  mocks.success.mockClear();
  post = live;
  revisions = [];
  saveAnswer = live;
});
afterEach(cleanup);

function renderEdit(roleId: number) {
  const account = testAccount({
    role: { id: roleId, name: "x" },
    member_ids: roleId === 4 ? [7] : undefined,
  });
  const edit = <ContentEdit {...({ loaderData: { id: 7 } } as EditProps)} />;
  renderScreen(edit, { url: "/panel/members/7", path: "members/:id", panel: { account } });
}

const description = () => screen.getByLabelText("Description") as HTMLTextAreaElement;

describe("My truck: the member edit screen in member mode", { timeout: 30_000 }, () => {
  it("hides what staff alone set and keeps what a vendor may change", async () => {
    renderEdit(4);
    expect(await screen.findByLabelText(/^Title/)).toBeTruthy();
    expect(screen.getByLabelText(/^URL/)).toBeTruthy();
    expect(description().value).toBe("Tacos.");
    expect(screen.getByRole("link", { name: "Page builder" })).toBeTruthy();
    // Staff fields are not there.
    expect(screen.queryByLabelText(/^Status/)).toBeNull();
    expect(screen.queryByLabelText("Show in sitemap")).toBeNull();
    expect(screen.queryByLabelText("Hide from search engines (noindex)")).toBeNull();
    expect(screen.queryByText(/Publish at/)).toBeNull();
    expect(screen.queryByRole("region", { name: "Catering" })).toBeNull();
    expect(screen.queryByRole("button", { name: /preview link/i })).toBeNull();
    // Breadcrumbs lead back to the vendor's listings, not the staff list.
    expect(screen.getByRole("link", { name: "My truck" }).getAttribute("href")).toBe(
      "/panel/my-truck",
    );
  });

  it("staff still see the staff fields", async () => {
    renderEdit(3);
    expect(await screen.findByLabelText("Show in sitemap")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Catering" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /preview link/i })).toBeTruthy();
  });

  it("edits from the change waiting for review, and shows staff's request for changes", async () => {
    post = { ...live, pending_revision: { id: 31, created_at: pending.created_at, user: vendor } };
    revisions = [pending, rejected];
    renderEdit(4);
    await waitFor(() => expect(description().value).toBe("Tacos and our new green salsa."));
    const notice = screen.getByRole("status");
    expect(notice.textContent).toMatch(/Your change of 2027-03-05 \d\d:30 waits for review\./);
    expect(notice.textContent).toContain("Visitors see the live version.");
    expect(
      await screen.findByText("Staff asked for changes: Please add your prices."),
    ).toBeTruthy();
  });

  it("sends only what a vendor may change and says the save waits for review", async () => {
    saveAnswer = {
      ...live,
      pending_revision: { id: 32, created_at: "2027-03-06T10:00:00Z", user: vendor },
    };
    renderEdit(4);
    await screen.findByLabelText(/^Title/);
    fireEvent.change(description(), { target: { value: "Tacos, now with salsa." } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mocks.success).toHaveBeenCalledWith("Sent for review"));
    const save = api.calls.find((c) => c.path === "/api/posts/7/data");
    const body = save?.options.body as Record<string, unknown>;
    expect(body.description).toBe("Tacos, now with salsa.");
    expect(body).not.toHaveProperty("catering");
    expect(body).not.toHaveProperty("publish_at");
    // The form keeps the change sent (the answer is the live post).
    expect(description().value).toBe("Tacos, now with salsa.");
    expect(within(document.body).queryByText("You have unsaved changes.")).toBeNull();
  });

  it("says Saved when the domain trusts vendor edits", async () => {
    saveAnswer = { ...live, attributes: { ...live.attributes, description: "Trusted." } };
    renderEdit(4);
    await screen.findByLabelText(/^Title/);
    fireEvent.change(description(), { target: { value: "Trusted." } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(mocks.success).toHaveBeenCalledWith("Saved"));
  });
});
