import { describe, expect, it } from "vitest";
import { shouldHydrate, usesFullWidth, usesMantine } from "./route-handle.ts";

describe("shouldHydrate", () => {
  it("hydrates panel/auth pages", () => {
    expect(shouldHydrate([{ id: "root" }, { id: "panel", handle: { mantine: true } }])).toBe(true);
  });
  it("does not hydrate when a route says hydrate: false", () => {
    expect(
      shouldHydrate([{ id: "root" }, { id: "public", handle: { hydrate: false } }, { id: "page" }]),
    ).toBe(false);
  });
  it("does not hydrate a bare root error page", () => {
    expect(shouldHydrate([{ id: "root" }])).toBe(false);
  });
});

describe("usesMantine", () => {
  it("is true when a matched route declares mantine", () => {
    expect(usesMantine([{ id: "root" }, { id: "auth", handle: { mantine: true } }])).toBe(true);
    expect(usesMantine([{ id: "root" }])).toBe(false);
  });
});

describe("usesFullWidth", () => {
  it("is true when a matched route asks for the whole window", () => {
    expect(usesFullWidth([{ id: "panel" }, { id: "build", handle: { fullWidth: true } }])).toBe(
      true,
    );
    expect(usesFullWidth([{ id: "panel", handle: { mantine: true } }, { id: "edit" }])).toBe(false);
  });
});
