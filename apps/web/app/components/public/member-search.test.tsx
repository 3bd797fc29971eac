import type { Post } from "@fooddir/contract";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { memberCards } from "../../lib/member-cards.ts";
import { MemberGrid } from "./MemberGrid.tsx";

// Issue 38 point 6: a search's results mark the matched words, and a member's text is text.

const found = {
  id: 7,
  attributes: { title: "<b>Casa</b> Tacos", url: "casa", description: "Full description" },
  media: { poster: null, logo: null },
  external_data: { cuisines: [{ id: 1, title: "Mexican", icon_data: "{}" }] },
  highlight: {
    title: [
      { text: "<b>Casa</b> ", mark: false },
      { text: "Tacos", mark: true },
    ],
    excerpt: [
      { text: "Birria ", mark: false },
      { text: "tacos", mark: true },
      { text: ": <script>alert(1)</script>", mark: false },
    ],
  },
} as unknown as Post;

const render = (posts: Post[]) => {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(<MemberGrid cards={memberCards(posts)} />);
  return root;
};

describe("a member search's result card", () => {
  it("marks the matched words of the title and the passage where the search matched", () => {
    const card = render([found]);
    const marks = [...card.querySelectorAll("mark")].map((m) => m.textContent);
    expect(marks).toEqual(["Tacos", "tacos"]);
    expect(card.querySelector("h2")?.textContent).toBe("<b>Casa</b> Tacos");
    expect(card.querySelector(".blk-member__text")?.textContent).toBe(
      "Birria tacos: <script>alert(1)</script>",
    );
    expect(card.querySelector("script, b")).toBeNull();
  });

  it("shows the title and description as they are without a search", () => {
    const { highlight: _none, ...plain } = found;
    const card = render([plain as Post]);
    expect(card.querySelector("mark")).toBeNull();
    expect(card.querySelector(".blk-member__text")?.textContent).toBe("Full description");
  });
});
