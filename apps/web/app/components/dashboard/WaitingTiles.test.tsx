import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NOTHING_WAITING } from "../../testing/fixtures.ts";
import { renderScreen } from "../../testing/render-screen.tsx";
import { linkPairs } from "../panel/link-test-utils.ts";
import { WaitingTiles } from "./WaitingTiles.tsx";

afterEach(cleanup);

const zero = NOTHING_WAITING;

function renderTiles(props: Parameters<typeof WaitingTiles>[0]) {
  renderScreen(<WaitingTiles {...props} />);
  return screen.getByRole("region", { name: "Waiting for you" });
}

describe("the dashboard's Waiting for you", () => {
  it("shows a tile with its count for each screen where something waits", () => {
    const section = renderTiles({
      counts: { ...zero, new_submissions: 1, pending_reviews: 1200 },
      loading: false,
      failed: false,
    });
    expect(linkPairs(section)).toEqual([
      ["New submissions1", "/panel/submissions"],
      ["Changes to review1,200", "/panel/reviews"],
    ]);
    expect(within(section).queryByText("Nothing waiting.")).toBeNull();
  });

  it("says when nothing waits", () => {
    const section = renderTiles({ counts: zero, loading: false, failed: false });
    expect(within(section).getByText("Nothing waiting.")).toBeTruthy();
    expect(within(section).queryAllByRole("link")).toEqual([]);
  });

  it("says when the counts could not be loaded, and while they load", () => {
    let section = renderTiles({ counts: undefined, loading: false, failed: true });
    expect(within(section).getByText(/could not be loaded/)).toBeTruthy();
    cleanup();
    section = renderTiles({ counts: undefined, loading: true, failed: false });
    expect(within(section).getByText("Loading…")).toBeTruthy();
  });
});
