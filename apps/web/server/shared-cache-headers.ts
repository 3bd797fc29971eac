import type http from "node:http";
import type { PageEntry, PageVariant } from "./page-cache.ts";

/** How long a shared cache may answer with its copy while this site fails (stale-if-error). */
export const STALE_IF_ERROR_SECONDS = 86_400;
/** How long past its s-maxage a shared cache may answer while it fetches the page anew. */
export const STALE_WHILE_REVALIDATE_SECONDS = 30;

/**
 * Headers that name a page's cache keys (decision 028): Surrogate-Key (Fastly), xkey (Varnish),
 * Cache-Tag (Cloudflare). The edge strips them; a purge by any of them drops the page.
 */
export function cacheKeyHeaders(keys: string[]): Record<string, string> {
  return { "surrogate-key": keys.join(" "), xkey: keys.join(" "), "cache-tag": keys.join(",") };
}

/**
 * What a stored page tells caches: browsers always revalidate (max-age=0 with the ETag); a
 * shared cache keeps it `edgeTtl` seconds (writes purge it by key) or, for a page that time
 * changes, until then, with no stale copy served past that; and may answer with its copy while
 * this site fails. edgeTtl 0 (no purge driver): shared caches revalidate every time.
 */
export function sharedCacheHeaders(
  entry: Pick<PageEntry, "expiresAt">,
  edgeTtl: number,
  now: number,
): Record<string, string> {
  const left = sharedSecondsLeft(entry, edgeTtl, now);
  const onError = `stale-if-error=${STALE_IF_ERROR_SECONDS}`;
  if (left === 0) return { "cache-control": `public, no-cache, ${onError}` };
  const revalidate =
    entry.expiresAt === null ? `, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}` : "";
  return {
    "cache-control": `public, max-age=0, s-maxage=${left}${revalidate}, ${onError}`,
    "surrogate-control": `max-age=${left}${revalidate}, ${onError}`,
  };
}

/** The seconds a shared cache may keep the page from `now` (edgeTtl at most). */
function sharedSecondsLeft(entry: Pick<PageEntry, "expiresAt">, edgeTtl: number, now: number) {
  return entry.expiresAt === null
    ? edgeTtl
    : Math.max(0, Math.min(edgeTtl, Math.floor((entry.expiresAt - now) / 1000)));
}

/** A representation's headers for the seconds a page that time changes has left. */
const timedHeaders = new WeakMap<
  PageVariant,
  { left: number; headers: Readonly<http.OutgoingHttpHeaders> }
>();

/**
 * A stored representation's headers as of `now`: made once for a page kept until a write, once
 * a second for a page that time changes (its shared-cache lifetime counts down).
 */
export function headersAt(
  entry: PageEntry,
  variant: PageVariant,
  edgeTtl: number,
  now: number,
): Readonly<http.OutgoingHttpHeaders> {
  if (entry.expiresAt === null) return variant.headers;
  const left = sharedSecondsLeft(entry, edgeTtl, now);
  const made = timedHeaders.get(variant);
  if (made?.left === left) return made.headers;
  const headers = Object.freeze({ ...variant.headers, ...sharedCacheHeaders(entry, edgeTtl, now) });
  timedHeaders.set(variant, { left, headers });
  return headers;
}
