import { useEffect } from "react";
import { currentBuildId } from "../lib/navigation/manifest.ts";
import { notify } from "../lib/notify.ts";
import { fetchLatestBuild, watchReleases } from "../lib/release/release-check.ts";

function NewReleaseToast() {
  return (
    <div
      style={{ display: "flex", alignItems: "center", gap: 12, justifyContent: "space-between" }}
    >
      <span>A new version is available.</span>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          font: "inherit",
          fontWeight: 600,
          padding: "4px 12px",
          borderRadius: 6,
          border: "1px solid currentColor",
          background: "transparent",
          color: "inherit",
          cursor: "pointer",
        }}
      >
        Reload
      </button>
    </div>
  );
}

/** Release detection (contract.md): polls /builds/latest.json; a new id offers a reload. */
export function ReleaseWatcher() {
  useEffect(() => {
    const currentId = currentBuildId();
    if (!currentId) return;
    const watcher = watchReleases({
      currentId,
      fetchLatest: () => fetchLatestBuild(),
      onNewRelease: () =>
        notify.info(<NewReleaseToast />, {
          toastId: "new-release",
          autoClose: false,
          closeOnClick: false,
        }),
    });
    return watcher.stop;
  }, []);
  return null;
}
