import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Spec §9: the loading bar animates over 100 ms. */
export const LOADING_BAR_DURATION_MS = 100;

/** Thin progress bar at the top of the page while a navigation is in progress. */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (busy) {
      setProgress(10);
      const timer = setInterval(
        () => setProgress((p) => Math.min(90, p + (90 - p) * 0.2)),
        LOADING_BAR_DURATION_MS,
      );
      return () => clearInterval(timer);
    }
    setProgress((p) => (p > 0 ? 100 : 0));
    const reset = setTimeout(() => setProgress(0), LOADING_BAR_DURATION_MS * 2);
    return () => clearTimeout(reset);
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={!busy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-busy={busy || undefined}
      style={{
        position: "fixed",
        top: 0,
        left: 0,
        zIndex: 10000,
        height: 3,
        width: `${progress}%`,
        opacity: progress > 0 && progress < 100 ? 1 : 0,
        background: "var(--loading-bar-color, #4c6ef5)",
        transition: `width ${LOADING_BAR_DURATION_MS}ms linear, opacity ${LOADING_BAR_DURATION_MS * 2}ms ease`,
        pointerEvents: "none",
      }}
    />
  );
}
