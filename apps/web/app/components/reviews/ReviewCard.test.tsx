import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  liveProfile,
  pendingProfile,
  snapshot,
} from "../../lib/revisions/profile-compare.fixtures.ts";
import Reviews from "../../routes/panel/reviews.tsx";
import { fakeApi } from "../../testing/fake-api.ts";
import { testAppliedRevision, testPendingChange } from "../../testing/fixtures.ts";
import { renderScreen } from "../../testing/render-screen.tsx";

// Issue 38 point 2: the review card of a vendor's change to the description, the phone and one
// menu item shows those three as readable rows, nothing else, never JSON.

const change = testPendingChange({
  fields: ["description", "profile"],
  post: { id: 21, title: "Rolling Grill", url: "rolling-grill", post_type_id: 2 },
});
const applied = testAppliedRevision({ kind: "create", fields: [] });
const versions = {
  30: snapshot({ profile: liveProfile }),
  40: snapshot({ description: "Burgers and fries downtown.", profile: pendingProfile }),
};

vi.mock("../../lib/api/browser.ts", () => import("../../testing/fake-api.ts"));
fakeApi((path) => {
  if (path === "/api/domain-options") return { data: { timezone: "UTC" } };
  if (path === "/api/revisions/pending") {
    return { data: [change], meta: { total: 1, limit: 50, offset: 0 } };
  }
  if (path === "/api/posts/21/revisions") {
    return { data: [{ ...change, post: undefined }, applied] };
  }
  const one = /^\/api\/posts\/21\/revisions\/(\d+)$/.exec(path);
  if (one) {
    const id = Number(one[1]) as 30 | 40;
    return { data: { ...(id === 40 ? change : applied), post: versions[id] } };
  }
  return { data: [] };
});

afterEach(cleanup);

describe("a review card", { timeout: 30_000 }, () => {
  it("shows the changed description, phone and menu item as rows, the rest not at all", async () => {
    renderScreen(<Reviews />, { url: "/panel/reviews", path: "reviews", panel: true });
    const cards = await screen.findByRole("list", { name: "Changes waiting for review" });
    const card = await waitFor(() => within(cards).getByRole("listitem"));
    expect(card.textContent).toContain("Changed: description and profile");
    fireEvent.click(within(card).getByRole("button", { name: /^Show changes/ }));
    const diff = document.getElementById("review-diff-card-40") as HTMLElement;
    expect(card.contains(diff)).toBe(true);
    const rows = await waitFor(() => within(diff).getByRole("list", { name: "Profile changes" }));
    const items = within(rows).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Phone",
      "Menu, Mains: Classic burger",
    ]);
    const [phone, burger] = items;
    expect(phone.querySelector("del")?.textContent).toBe("removed: +1 (555) 0100-2000");
    expect(phone.querySelector("ins")?.textContent).toBe("added: +1 (555) 0100-2999");
    expect(burger.querySelector("del")?.textContent).toBe("removed: price 9.00");
    expect(burger.querySelector("ins")?.textContent).toBe("added: price 10.50");
    expect(within(diff).getByText("Description")).toBeTruthy();
    // Unchanged values are not listed; nothing is shown as JSON.
    for (const word of ["Public email", "Website", "Instagram", "Facebook", "Sides"]) {
      expect(diff.textContent).not.toContain(word);
    }
    expect(diff.textContent).not.toMatch(/[{}]|"network"|"items"/);
  });
});
