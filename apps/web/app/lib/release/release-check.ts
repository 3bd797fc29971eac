/** contract.md "Release detection": poll every 15 minutes and on window focus. */
export const RELEASE_POLL_INTERVAL_MS = 15 * 60 * 1000;

export type LatestBuild = { id: string; timestamp?: number };

export type ReleaseWatcherOptions = {
  currentId: string;
  /** Fetches /builds/latest.json?t=<timestamp> from the site host. */
  fetchLatest: () => Promise<LatestBuild>;
  onNewRelease: (latest: LatestBuild) => void;
  win?: Window;
  intervalMs?: number;
};

export function latestBuildUrl(now = Date.now()) {
  return `/builds/latest.json?t=${now}`;
}

export async function fetchLatestBuild(fetchImpl: typeof fetch = fetch): Promise<LatestBuild> {
  const res = await fetchImpl(latestBuildUrl(), {
    cache: "no-store",
    headers: { accept: "application/json" },
  });
  if (!res.ok) throw new Error(`latest.json: ${res.status}`);
  return (await res.json()) as LatestBuild;
}

/**
 * Polls for a new release; calls `onNewRelease` once when the served build id differs from the
 * running one. Failures are ignored (the next poll tries again). Returns a stop function.
 */
export function watchReleases({
  currentId,
  fetchLatest,
  onNewRelease,
  win = window,
  intervalMs = RELEASE_POLL_INTERVAL_MS,
}: ReleaseWatcherOptions) {
  let notified = false;
  let inFlight = false;
  const check = async () => {
    if (notified || inFlight) return;
    inFlight = true;
    try {
      const latest = await fetchLatest();
      if (latest?.id && latest.id !== currentId && !notified) {
        notified = true;
        onNewRelease(latest);
      }
    } catch {
      // offline or server busy: try again later
    } finally {
      inFlight = false;
    }
  };
  const timer = win.setInterval(check, intervalMs);
  win.addEventListener("focus", check);
  return {
    check,
    stop() {
      win.clearInterval(timer);
      win.removeEventListener("focus", check);
    },
  };
}
