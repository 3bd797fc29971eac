import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  liveProfile,
  pendingProfile,
  snapshot,
} from "../../lib/revisions/profile-compare.fixtures.ts";
import { testAppliedRevision, testPendingChange } from "../../testing/fixtures.ts";
import { ReviewCards } from "./ReviewCards.tsx";

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

vi.mock("../../lib/api/browser.ts", () => ({
  api: () => async (path: string) => {
    if (path === "/api/domain-options") return { data: { timezone: "UTC" } };
    if (path === "/api/posts/21/revisions") {
      return { data: [{ ...change, post: undefined }, applied] };
    }
    const one = /^\/api\/posts\/21\/revisions\/(\d+)$/.exec(path);
    if (one) {
      const id = Number(one[1]) as 30 | 40;
      return { data: { ...(id === 40 ? change : applied), post: versions[id] } };
    }
    return { data: [] };
  },
}));

afterEach(cleanup);

describe("a review card", { timeout: 30_000 }, () => {
  it("shows the changed description, phone and menu item as rows, the rest not at all", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ReviewCards
              rows={[change]}
              loading={false}
              expanded={new Set([40])}
              onToggle={() => {}}
              approvingId={null}
              onApprove={() => {}}
              onReject={() => {}}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const card = screen.getByRole("listitem");
    expect(card.textContent).toContain("Changed: description and profile");
    const diff = document.getElementById("review-diff-card-40") as HTMLElement;
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
