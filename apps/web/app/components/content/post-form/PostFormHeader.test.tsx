import type { Post } from "@fooddir/contract";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SECTIONS } from "../../../lib/content/sections.ts";
import { renderScreen } from "../../../testing/render-screen.tsx";
import { PostStatusBadges } from "../StatusBadge.tsx";
import { PostFormHeader } from "./PostFormHeader.tsx";

afterEach(cleanup);

const scheduled = {
  id: 7,
  post_status_id: 1,
  attributes: { title: "Autumn menu", url: "autumn-menu" },
  updated_at: "2026-11-01T10:00:00.000Z",
  publish_at: "2026-11-28T09:00:00+01:00",
  unpublish_at: null,
} as unknown as Post;

const renderIn = (children: React.ReactNode) => renderScreen(children);

const badges = (root: HTMLElement) =>
  [...root.querySelectorAll(".mantine-Badge-label")].map((b) => b.textContent);

describe("a scheduled draft's edit screen (issue 38)", () => {
  it("shows the badges the list shows: Draft and Scheduled", () => {
    const list = renderIn(<PostStatusBadges post={scheduled} />);
    const inList = badges(list.container);
    cleanup();
    renderIn(
      <PostFormHeader config={SECTIONS.blog} post={scheduled} saving={false} dirty={false} />,
    );
    const header = screen.getByRole("heading", { name: "Autumn menu" })
      .parentElement as HTMLElement;
    expect(badges(header)).toEqual(inList);
    expect(inList).toEqual(["Draft", "Scheduled: Publishes 28 Nov 2026, 09:00"]);
    expect(within(header).getByText("Scheduled")).toBeTruthy();
  });
});
