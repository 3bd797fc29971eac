/**
 * A page that changes as time passes (what is open now, today, tomorrow) tells the page cache
 * when it goes stale: its loader answers with this internal header (epoch milliseconds), the
 * route passes it on with `passPageExpiry`, and the server's page cache
 * (apps/web/server/render-page.ts) keeps the page until then and strips the header.
 */
export const PAGE_EXPIRES_HEADER = "x-page-expires";

/** The loader's response headers for a page stale at `expiresAt` (epoch ms). */
export function pageExpiryHeaders(expiresAt: number): Record<string, string> {
  return { [PAGE_EXPIRES_HEADER]: String(Math.floor(expiresAt)) };
}

/** A route's `headers` export: the page's expiry from its loader, nothing else. */
export function passPageExpiry({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers();
  const expires = loaderHeaders.get(PAGE_EXPIRES_HEADER);
  if (expires) headers.set(PAGE_EXPIRES_HEADER, expires);
  return headers;
}

/** The expiry a response carries (epoch ms), or null when it has none or an unreadable one. */
export function pageExpiryOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,16}$/.test(value.trim())) return null;
  return Number(value.trim());
}
