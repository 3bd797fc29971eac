import { previewExpiry, previewNotice } from "../../lib/preview.ts";

/**
 * The band across the top of a preview page (`/preview/{token}`): says the page is a preview
 * (not published, when so) and until when the link works. A status region, so a screen reader
 * announces it; it stays in view while the page scrolls (styles/preview.css).
 */
export function PreviewRibbon({
  postStatusId,
  expiresAt,
  timeZone,
}: {
  postStatusId: number;
  expiresAt: string | null;
  timeZone: string;
}) {
  const expiry = previewExpiry(expiresAt, timeZone);
  return (
    <div className="preview-ribbon" role="status">
      <div className="site-container preview-ribbon__inner">
        <strong className="preview-ribbon__notice">{previewNotice(postStatusId)}</strong>
        {/* A space, so the two sentences never run together (screen readers, no styles). */}
        {expiry ? " " : null}
        {expiry ? (
          <span className="preview-ribbon__expiry">
            This link works until <time dateTime={expiry.iso}>{expiry.text}</time>.
          </span>
        ) : null}
      </div>
    </div>
  );
}
