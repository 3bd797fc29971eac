import type { PostSnapshot, Revision, RevisionDetail } from "@fooddir/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECTIONS } from "../../lib/content/sections.ts";
import { fakeApi } from "../../testing/fake-api.ts";
import { testAppliedRevision, testPost, testSnapshot } from "../../testing/fixtures.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import { PostEditTabs } from "../content/PostEditTabs.tsx";
import { PostForm } from "../content/PostForm.tsx";
import { PostHistory } from "./PostHistory.tsx";
import { PreviewLinkButton } from "./PreviewLinkButton.tsx";

const mocks = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock("../../lib/notify.ts", () => ({
  notify: { success: mocks.success, error: mocks.error, dismiss: () => {} },
}));

const snapshot = (title: string): PostSnapshot =>
  testSnapshot({ title, url: "our-story", description: "" });

const revisions: Revision[] = [
  testAppliedRevision({ id: 12, created_at: "2027-03-02T10:00:00Z", fields: ["title"] }),
  testAppliedRevision({
    id: 11,
    created_at: "2027-03-01T10:00:00Z",
    fields: ["title", "description"],
  }),
  testAppliedRevision({
    id: 10,
    created_at: "2027-02-28T10:00:00Z",
    user: null,
    kind: "create",
    fields: [],
  }),
];
const titles: Record<number, string> = {
  10: "Our story",
  11: "Our tasty story",
  12: "Our tasty truck story",
};
const detail = (id: number): RevisionDetail => ({
  ...(revisions.find((r) => r.id === id) as Revision),
  post: snapshot(titles[id]),
});

const post = testPost({
  id: 9,
  _id: "p9",
  post_type_id: 1,
  post_status_id: 1,
  attributes: { title: "Our story", url: "our-story", description: "" },
  created_at: "2027-02-28T10:00:00Z",
  updated_at: "2027-03-02T10:00:00Z",
  publish_at: null,
  unpublish_at: "2027-04-01T18:00:00+02:00",
});

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
const api = fakeApi((path) => {
  if (path === "/api/domain-options") return { data: { timezone: "Europe/Berlin" } };
  if (path === "/api/posts/9/preview-link") {
    return { data: { url: "https://site.test/preview/abc", expires_at: "2027-03-03T10:00:00Z" } };
  }
  if (path === "/api/posts/9/revisions") {
    return { data: revisions, meta: { total: 3, limit: 3, offset: 0 } };
  }
  const one = /^\/api\/posts\/9\/revisions\/(\d+)$/.exec(path);
  if (one) return { data: detail(Number(one[1])) };
  if (path.endsWith("/restore") || path === "/api/posts/9/data") return { data: post };
  return { data: [] };
});

beforeEach(() => {
  mocks.success.mockClear();
});
afterEach(cleanup);

const renderWith = (node: ReactNode, url = "/") => renderScreen(node, { url }).router;

const changes = () => screen.getByRole("region", { name: "Changes" });
/** An element's text with its spaces collapsed. */
const textOf = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim();

describe("a post's History tab", { timeout: 30_000 }, () => {
  it("is a tab of every post's edit screen, kept in the URL", async () => {
    const router = renderWith(
      <PostEditTabs post={{ id: 9, title: "Our story" }}>
        <p>the form</p>
      </PostEditTabs>,
    );
    fireEvent.click(screen.getByRole("tab", { name: "History" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=history"));
    expect(await screen.findByRole("region", { name: "Versions" })).toBeTruthy();
  });

  it("lists the versions in words and compares the newest with the one before", async () => {
    renderWith(<PostHistory postId={9} />);
    const versions = await screen.findByRole("region", { name: "Versions" });
    const rows = within(versions).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain("Ada Editor");
    expect(rows[0].textContent).toContain("Edited: title");
    expect(rows[0].textContent).toContain("Current");
    expect(rows[1].textContent).toContain("Edited: title and description");
    expect(rows[2].textContent).toContain("Created");
    // The current version cannot be restored; the older ones can.
    expect(within(rows[0]).queryByRole("button", { name: /^Restore/ })).toBeNull();
    expect(within(rows[2]).getByRole("button", { name: /^Restore the version of / })).toBeTruthy();

    await waitFor(() => expect(textOf(changes().querySelector("ins"))).toBe("added: truck"));
    expect(changes().querySelector("del")).toBeNull();

    // Another pair: the first version against the newest.
    fireEvent.click(within(rows[2]).getByRole("radio", { name: /^Compare from/ }));
    await waitFor(() => expect(changes().querySelector("ins")?.textContent).toContain("tasty"));
    expect(changes().textContent).toContain("Title");
  });

  it("shows what a restore changes, and restores only after confirming", async () => {
    renderWith(<PostHistory postId={9} />);
    const versions = await screen.findByRole("region", { name: "Versions" });
    const first = within(versions).getAllByRole("row")[3];
    fireEvent.click(within(first).getByRole("button", { name: /^Restore the version of / }));
    const dialog = await screen.findByRole("dialog", { name: "Restore this version?" });
    // From the current version ("Our tasty truck story") back to the first ("Our story").
    await waitFor(() => expect(dialog.querySelector("del")?.textContent).toContain("tasty"));
    expect(api.calls.some((c) => c.options.method === "POST")).toBe(false);

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.some((c) => c.options.method === "POST")).toBe(false);

    fireEvent.click(within(first).getByRole("button", { name: /^Restore the version of / }));
    const again = await screen.findByRole("dialog", { name: "Restore this version?" });
    const listReads = api.calls.filter((c) => c.path === "/api/posts/9/revisions").length;
    fireEvent.click(within(again).getByRole("button", { name: "Restore this version" }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.options.method === "POST")?.path).toBe(
        "/api/posts/9/revisions/10/restore",
      ),
    );
    await waitFor(() => expect(mocks.success).toHaveBeenCalledWith("Version restored."));
    // The history (and the post) are read again.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === "/api/posts/9/revisions").length).toBeGreaterThan(
        listReads,
      ),
    );
  });
});

describe("Copy preview link", { timeout: 30_000 }, () => {
  it("copies the signed link and says for how long it works", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWith(<PreviewLinkButton postId={9} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy preview link" }));
    await waitFor(() =>
      expect(mocks.success).toHaveBeenCalledWith("Preview link copied; it works for 24 hours."),
    );
    expect(writeText).toHaveBeenCalledWith("https://site.test/preview/abc");
    expect(api.calls.at(-1)).toMatchObject({
      path: "/api/posts/9/preview-link",
      options: { method: "POST" },
    });
  });

  it("shows the link to copy by hand where the clipboard is refused", async () => {
    const writeText = vi.fn(async () => {
      throw new Error("denied");
    });
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWith(<PreviewLinkButton postId={9} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy preview link" }));
    const dialog = await screen.findByRole("dialog", { name: "Preview link" });
    const field = within(dialog).getByLabelText("Preview link") as HTMLInputElement;
    expect(field.value).toBe("https://site.test/preview/abc");
    expect(field.readOnly).toBe(true);
    expect(mocks.success).not.toHaveBeenCalled();
  });
});

describe("the post form's schedule fields", { timeout: 30_000 }, () => {
  const saveBody = () =>
    api.calls.find((c) => c.path === "/api/posts/9/data")?.options.body as Record<string, unknown>;

  it("say the zone, send a changed time as its wall time and leave the untouched one out", async () => {
    renderWith(<PostForm config={SECTIONS.pages} post={post} />);
    expect(await screen.findByText(/^Times are in Europe\/Berlin\./)).toBeTruthy();
    // A date and a time on the 24-hour clock (issue 38: no "06:00 PM").
    const unpublish = screen.getByLabelText("Unpublish at") as HTMLInputElement;
    expect(unpublish.value).toBe("2027-04-01");
    const unpublishTime = screen.getByLabelText("Unpublish at, time") as HTMLInputElement;
    expect(unpublishTime.value).toBe("18:00");
    expect(unpublishTime.type).toBe("text");
    fireEvent.change(screen.getByLabelText("Publish at"), { target: { value: "2027-03-14" } });
    fireEvent.change(screen.getByLabelText("Publish at, time"), { target: { value: "09:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saveBody()).toBeTruthy());
    expect(saveBody().publish_at).toBe("2027-03-14T09:00");
    expect("unpublish_at" in saveBody()).toBe(false);
  });

  it("send null for a cleared time", async () => {
    renderWith(<PostForm config={SECTIONS.pages} post={post} />);
    fireEvent.change(await screen.findByLabelText("Unpublish at"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Unpublish at, time"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saveBody()).toBeTruthy());
    expect(saveBody().unpublish_at).toBeNull();
    expect("publish_at" in saveBody()).toBe(false);
  });
});
