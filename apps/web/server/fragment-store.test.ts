// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createFragmentStore } from "./fragment-store.ts";

describe("the fragment store", () => {
  it("keeps each block's HTML under its key", () => {
    const store = createFragmentStore();
    store.set("card 1", "<a>One</a>");
    expect(store.get("card 1")).toBe("<a>One</a>");
    expect(store.get("card 2")).toBeUndefined();
  });

  it("drops the least recently used blocks past its size, never the one just read", () => {
    // Each entry: 2 bytes a character of key and HTML: ("k1" + 8 characters) * 2 = 20 bytes.
    const store = createFragmentStore(60);
    store.set("k1", "12345678");
    store.set("k2", "12345678");
    store.set("k3", "12345678");
    expect(store.bytes()).toBe(60);
    store.get("k1"); // k2 is now the oldest
    store.set("k4", "12345678");
    expect(store.get("k2")).toBeUndefined();
    expect(store.get("k1")).toBe("12345678");
    expect(store.get("k3")).toBe("12345678");
    expect(store.get("k4")).toBe("12345678");
    expect(store.bytes()).toBe(60);
  });

  it("replaces a key's HTML without counting it twice, and refuses a block larger than itself", () => {
    const store = createFragmentStore(60);
    store.set("k1", "12345678");
    store.set("k1", "1234");
    expect(store.bytes()).toBe(12);
    store.set("huge", "x".repeat(100));
    expect(store.get("huge")).toBeUndefined();
    expect(store.size()).toBe(1);
  });

  it("is emptied by clear (the change events)", () => {
    const store = createFragmentStore();
    store.set("a", "1");
    store.clear();
    expect(store.size()).toBe(0);
    expect(store.bytes()).toBe(0);
    expect(store.get("a")).toBeUndefined();
  });
});
