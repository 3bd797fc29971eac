import { describe, expect, it, vi } from "vitest";
import { installChunkReload, isChunkLoadError, reloadAfterChunkError } from "./chunk-reload.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe("reloadAfterChunkError", () => {
  it("reloads at most once per path per 10 s", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 100_000;
    const run = (path: string) => reloadAfterChunkError(path, { storage, reload, now: () => now });
    expect(run("/panel")).toBe(true);
    now += 9_999;
    expect(run("/panel")).toBe(false);
    expect(run("/panel/users")).toBe(true);
    now += 1;
    expect(run("/panel")).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe("isChunkLoadError", () => {
  it("recognises dynamic import failures", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /a.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Boom"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("installChunkReload", () => {
  it("handles vite:preloadError", () => {
    const reload = vi.fn();
    const win = Object.assign(new EventTarget(), {
      location: { pathname: "/panel", reload },
      sessionStorage: memoryStorage(),
    }) as unknown as Window;
    const off = installChunkReload(win);
    const event = new Event("vite:preloadError", { cancelable: true });
    win.dispatchEvent(event);
    // A second failure within 10 s does not reload again (the guard).
    win.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    off();
    win.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    expect(event.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
