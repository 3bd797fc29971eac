import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FragmentContext, type FragmentRenderer } from "../../lib/fragments.ts";
import type { MemberCard } from "../../lib/member-cards.ts";
import { MemberGrid } from "./MemberGrid.tsx";

// Issue 40 point 1: on the server a member card is rendered once per version and reused.

const card = (id: number, title: string): MemberCard => ({
  id,
  title,
  href: `/truck-${id}`,
  description: `${title} serves lunch`,
  poster: null,
  logo: null,
  cuisines: ["Mexican"],
});

/** A renderer over a map, counting the cards it had to render. */
function countingRenderer() {
  const html = new Map<string, string>();
  let rendered = 0;
  const renderer: FragmentRenderer = (key, element: () => ReactElement) => {
    if (!html.has(key)) {
      rendered++;
      html.set(key, renderToStaticMarkup(element()));
    }
    return html.get(key) ?? "";
  };
  return { renderer, rendered: () => rendered, keys: () => [...html.keys()] };
}

const page = (renderer: FragmentRenderer | null, cards: MemberCard[], eagerFirst = false) =>
  renderToStaticMarkup(
    <FragmentContext.Provider value={renderer}>
      <MemberGrid cards={cards} eagerFirst={eagerFirst} />
    </FragmentContext.Provider>,
  );

describe("member cards as fragments", () => {
  const cards = [card(1, "Taco Loco"), card(2, "Curry Up"), card(3, "Wok This Way")];

  it("gives the same markup as a card rendered in the page", () => {
    const { renderer } = countingRenderer();
    expect(page(renderer, cards)).toBe(page(null, cards));
  });

  it("renders a card once for every page that lists it, and again once it changed", () => {
    const counter = countingRenderer();
    page(counter.renderer, cards);
    page(counter.renderer, [cards[1], cards[0]]);
    expect(counter.rendered()).toBe(3);
    const renamed = [{ ...cards[0], title: "Taco Loco Two" }];
    const html = page(counter.renderer, renamed);
    expect(counter.rendered()).toBe(4);
    expect(html).toContain("Taco Loco Two");
  });

  it("leaves the first card of a page with an eager poster in the page itself", () => {
    const counter = countingRenderer();
    page(counter.renderer, cards, true);
    expect(counter.rendered()).toBe(2);
    expect(counter.keys().some((key) => key.includes('"title":"Taco Loco"'))).toBe(false);
  });
});
