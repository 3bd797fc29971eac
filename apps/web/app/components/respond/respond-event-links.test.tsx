import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testCateringEvent } from "../../testing/fixtures.ts";
import { RespondEvent } from "./RespondEvent.tsx";

// Issue 37 point 3: the respond page shows a visitor's words as text; a link in them is never
// made clickable on the site's page.

const LINKS = [
  "Pay the deposit at https://evil.example/pay",
  '<a href="https://evil.example/x">our menu</a>',
  "www.evil.example or mailto:boss@evil.example",
].join("\n");

const request = testCateringEvent({
  budget_min: null,
  budget_max: null,
  address: "See https://evil.example/map",
  cuisines: [],
  notes: LINKS,
});

describe("the respond page's event", () => {
  it("shows links in the visitor's text as text, never as links", () => {
    const html = renderToString(<RespondEvent request={request} currency="USD" />);
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.querySelectorAll("a")).toHaveLength(0);
    expect(html).not.toContain("<a ");
    const text = page.body.textContent ?? "";
    expect(text).toContain(LINKS);
    expect(text).toContain("See https://evil.example/map");
  });
});
