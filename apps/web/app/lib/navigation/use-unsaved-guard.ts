import { useEffect } from "react";
import { useBlocker } from "react-router";

const NO_BYPASS = { current: false };

/**
 * Guards leaving a screen with unsaved changes: in-app navigation to another path (or, with
 * `search`, another query) is blocked so the screen can ask "Leave without saving?", and closing
 * or reloading the tab asks the browser's own question. `bypass.current = true` lets a save
 * navigate away on purpose.
 */
export function useUnsavedGuard(
  dirty: boolean,
  bypass: { current: boolean } = NO_BYPASS,
  options: { search?: boolean } = {},
) {
  const watchSearch = options.search ?? false;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !bypass.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (watchSearch && currentLocation.search !== nextLocation.search)),
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (bypass.current) return;
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, bypass]);
  return blocker;
}
