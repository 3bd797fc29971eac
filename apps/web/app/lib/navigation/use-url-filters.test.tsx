import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS, useUrlDateRange, useUrlSearchField } from "./use-url-filters.ts";

describe("useUrlSearchField", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows typed text at once and applies only the last text, 300 ms after the last key", () => {
    const apply = vi.fn();
    const { result } = renderHook(() => useUrlSearchField("", apply));
    act(() => result.current[1]("t"));
    act(() => result.current[1]("ta"));
    act(() => result.current[1]("taco"));
    expect(result.current[0]).toBe("taco");
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith("taco");
  });

  it("takes a value changed from outside (back, Clear) but keeps its own applied text", () => {
    const apply = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useUrlSearchField(url, apply), {
      initialProps: { url: "taco" },
    });
    expect(result.current[0]).toBe("taco");
    rerender({ url: "" });
    expect(result.current[0]).toBe("");
    act(() => result.current[1]("bbq"));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    // The URL now follows what was applied: the field is not reset to it mid-typing.
    act(() => result.current[1]("bbq ribs"));
    rerender({ url: "bbq" });
    expect(result.current[0]).toBe("bbq ribs");
  });
});

describe("useUrlDateRange", () => {
  it("keeps a half-picked range locally until the URL's values change", () => {
    const { result, rerender } = renderHook(({ from, to }) => useUrlDateRange(from, to), {
      initialProps: { from: null as string | null, to: null as string | null },
    });
    act(() => result.current[1](["2026-11-01", null]));
    expect(result.current[0]).toEqual(["2026-11-01", null]);
    rerender({ from: "2026-11-01", to: "2026-11-20" });
    expect(result.current[0]).toEqual(["2026-11-01", "2026-11-20"]);
  });
});
