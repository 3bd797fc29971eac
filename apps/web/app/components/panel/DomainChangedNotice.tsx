import { notify } from "../../lib/notify.ts";

const NOTICE_ID = "domain-changed";

/**
 * What a screen says when another tab switched the session's domain (409 from the API). Plain
 * elements: toasts render outside the MantineProvider.
 */
export function DomainChangedNotice() {
  return (
    <div
      style={{ display: "flex", gap: 12, alignItems: "center", justifyContent: "space-between" }}
    >
      <p style={{ margin: 0, fontSize: 14 }}>
        The active domain changed in another tab. Nothing was saved here; reload to continue.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          flexShrink: 0,
          padding: "6px 14px",
          border: "1px solid currentColor",
          borderRadius: 6,
          background: "transparent",
          color: "inherit",
          font: "inherit",
          fontSize: 14,
          fontWeight: 600,
          cursor: "pointer",
        }}
      >
        Reload
      </button>
    </div>
  );
}

/** Shows the notice once (until reload): it stays until the user reloads or closes it. */
export function showDomainChanged() {
  notify.warning(<DomainChangedNotice />, {
    toastId: NOTICE_ID,
    autoClose: false,
    closeOnClick: false,
  });
}
