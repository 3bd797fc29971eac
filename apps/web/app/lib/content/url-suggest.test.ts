import { describe, expect, it } from "vitest";
import { initialUrlState, onTitleChange, onUrlChange, urlHint } from "./url-suggest.ts";

describe("url suggestion", () => {
  it("follows the title until the url is edited", () => {
    let s = initialUrlState(undefined);
    s = onTitleChange(s, "Tacos & Co.");
    expect(s).toEqual({ url: "tacos-co", touched: false });
    s = onTitleChange(s, "Tacos & Co. Crème Brûlée");
    expect(s.url).toBe("tacos-co-creme-brulee");
    s = onUrlChange(s, "my-own");
    s = onTitleChange(s, "Something else");
    expect(s).toEqual({ url: "my-own", touched: true });
  });
  it("hands the url back to the title when it is cleared", () => {
    let s = onUrlChange(initialUrlState(undefined), "");
    s = onTitleChange(s, "Hello World");
    expect(s.url).toBe("hello-world");
  });
  it("never changes an existing post's url", () => {
    const s = onTitleChange(initialUrlState("old-url"), "New title");
    expect(s.url).toBe("old-url");
  });
});

describe("urlHint", () => {
  it("tells that a saved post's old address will lead to the new one", () => {
    expect(urlHint("taco-loco", "taco-loco-2", true)).toBe(
      "The old address /taco-loco will lead here once you save.",
    );
  });
  it("says nothing of redirects for a new post, an unchanged url, or the home page", () => {
    expect(urlHint(undefined, "taco", false)).toBe("Suggested from the title until you edit it.");
    expect(urlHint("taco", " /Taco/ ", true)).toBe("The page address on the site.");
    expect(urlHint("/", "welcome", true)).toBe("The page address on the site.");
    expect(urlHint("taco", "", true)).toBe("The page address on the site.");
  });
});
