import { describe, expect, it } from "vitest";
import { initialUrlState, onTitleChange, onUrlChange } from "./url-suggest.ts";

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
