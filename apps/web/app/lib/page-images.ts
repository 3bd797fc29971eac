import { mapTileSource } from "@fooddir/contract";

/**
 * A page that shows images from another origin (/today's map tiles, decision 023) says which:
 * its loader answers with this internal header (one CSP source such as
 * `https://tile.openstreetmap.org`), the route passes it on with `passPageImages`, and the server
 * (apps/web/server/csp.ts) adds it to that page's img-src and strips the header. No other page
 * sends it, so no other page's policy changes.
 */
export const PAGE_IMAGES_HEADER = "x-page-images";

/** The loader's header for a map drawn from `tileUrl` (none without tiles or a bad template). */
export function pageImagesHeaders(tileUrl: string | null | undefined): Record<string, string> {
  const source = tileUrl ? mapTileSource(tileUrl) : null;
  return source ? { [PAGE_IMAGES_HEADER]: source } : {};
}

/** Copies the header from the loader's headers into the route's `headers` answer. */
export function passPageImages(loaderHeaders: Headers, headers: Headers): Headers {
  const source = loaderHeaders.get(PAGE_IMAGES_HEADER);
  if (source) headers.set(PAGE_IMAGES_HEADER, source);
  return headers;
}
