/**
 * Public pages opened through a signed link (a truck's answer page `/respond/{token}`, a preview
 * `/preview/{token}`): they show what is meant for the link's holder alone, so they (and their
 * 404s) are never kept by the page cache or any shared cache, never indexed, and their URL (the
 * token) is never sent to another site as a referrer. Not `no-referrer`: under it the browser
 * sends `Origin: null` with the page's own form posts, which React Router refuses (400).
 */
export const SIGNED_LINK_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "same-origin",
} as const;
