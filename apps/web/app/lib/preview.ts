import { POST_STATUSES } from "@fooddir/contract";
import { SIGNED_LINK_PAGE_HEADERS } from "./signed-link-headers.ts";
import { zonedDate, zonedFormat } from "./zoned-date.ts";

/**
 * `/preview/{token}` (contract.md "Vendors edit their own listing; revisions and review", issue
 * 24): a post, a draft included, as its public page would show it, through a signed link the
 * team copied. Never kept by the page cache or any shared cache, never indexed
 * (server/cached-render.ts, server/site-listener.ts and the route's headers).
 */
const PREVIEW_PAGE = /^\/preview\/[^/]+\/?$/;

/**
 * Whether a path is a preview page (`/preview/{token}`, what routes.ts sends to the preview
 * route). A post may still live at `/preview` itself, or below a segment more: those stay pages.
 */
export function isPreviewPath(pathname: string): boolean {
  return PREVIEW_PAGE.test(pathname);
}

/** The headers of every preview page, its 404 too (signed-link-headers.ts). */
export const PREVIEW_HEADERS = SIGNED_LINK_PAGE_HEADERS;

/** What the ribbon says about the post: not yet (or no longer) public, or public already. */
export function previewNotice(postStatusId: number): string {
  return postStatusId === POST_STATUSES.published
    ? "Preview: this page is published; visitors see it at its own address."
    : "Preview: this page is not published.";
}

const EXPIRY = {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
} as const;

/** When the link stops working, in the site's zone: "Nov 27, 2026, 1:05 PM PST". */
export function previewExpiry(
  value: string | null | undefined,
  timeZone = "UTC",
): { iso: string; text: string } | null {
  return zonedDate(value, zonedFormat("en-US", EXPIRY, timeZone));
}
