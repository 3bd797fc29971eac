import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fetchLatestBuild, latestBuildUrl, watchReleases } from "./release-check.ts";

describe("watchReleases", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("polls every 15 minutes and notifies once on a different id", async () => {
    const fetchLatest = vi.fn(async () => ({ id: "v1" }));
    const onNewRelease = vi.fn();
    const watcher = watchReleases({ currentId: "v1", fetchLatest, onNewRelease });
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000 - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewRelease).not.toHaveBeenCalled();

    fetchLatest.mockResolvedValue({ id: "v2" });
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
    expect(onNewRelease).toHaveBeenCalledWith({ id: "v2" });
    await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
    expect(onNewRelease).toHaveBeenCalledTimes(1);
    watcher.stop();
  });

  it("checks on window focus and ignores failures", async () => {
    const fetchLatest = vi.fn(async () => {
      throw new Error("offline");
    });
    const onNewRelease = vi.fn();
    const watcher = watchReleases({ currentId: "v1", fetchLatest, onNewRelease });
    window.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    watcher.stop();
    window.dispatchEvent(new Event("focus"));
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewRelease).not.toHaveBeenCalled();
  });
});

describe("fetchLatestBuild", () => {
  it("requests /builds/latest.json with a timestamp", async () => {
    expect(latestBuildUrl(123)).toBe("/builds/latest.json?t=123");
    const fetchImpl = vi.fn(async () => Response.json({ id: "x", timestamp: 1 }));
    await expect(fetchLatestBuild(fetchImpl as unknown as typeof fetch)).resolves.toEqual({
      id: "x",
      timestamp: 1,
    });
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toMatch(
      /^\/builds\/latest\.json\?t=\d+$/,
    );
  });
});
