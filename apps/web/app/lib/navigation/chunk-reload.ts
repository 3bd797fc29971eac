/** Spec §9: a path is reloaded after a failed chunk load at most once per 10 s. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = "fooddir:chunk-reload:";

type Deps = {
  storage?: Pick<Storage, "getItem" | "setItem">;
  now?: () => number;
  reload?: () => void;
};

/**
 * Reloads the page after a failed chunk / route-module load, unless this path was already
 * reloaded for that reason within the last 10 s (timestamps in sessionStorage). Returns whether
 * it reloaded.
 */
export function reloadAfterChunkError(path: string, deps: Deps = {}): boolean {
  const storage = deps.storage ?? window.sessionStorage;
  const now = (deps.now ?? Date.now)();
  const key = KEY_PREFIX + path;
  let last = 0;
  try {
    last = Number(storage.getItem(key)) || 0;
  } catch {
    // storage unavailable: still guard nothing, but never loop faster than the browser reloads
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
];

/** Whether an error looks like a failed chunk / dynamic import. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR_PATTERNS.some((re) => re.test(message));
}

/** Listens for Vite's `vite:preloadError` and reloads (guarded). Returns an unsubscribe. */
export function installChunkReload(win: Window = window) {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reloadAfterChunkError(win.location.pathname, {
      storage: win.sessionStorage,
      reload: () => win.location.reload(),
    });
  };
  win.addEventListener("vite:preloadError", onPreloadError);
  return () => win.removeEventListener("vite:preloadError", onPreloadError);
}
