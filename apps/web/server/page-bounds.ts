import type http from "node:http";
import { normalizeHost } from "@fooddir/api";
import type { PageBound } from "./page-cache.ts";

/** Not-found pages kept per domain: each names the address asked, which the visitor chose. */
export const NOT_FOUND_PAGES_PER_DOMAIN = 16;
/** Search results pages (`?search=`) kept per domain: any word is a page of its own. */
export const SEARCH_PAGES_PER_DOMAIN = 32;
/** Pages under another spelling of their address (case, a trailing slash, escapes, a port). */
export const ODD_ADDRESS_PAGES_PER_DOMAIN = 16;

/**
 * An address as the site writes its links: lowercase slug segments (files with their dot), no
 * trailing slash, no escapes. Post urls are lowercase slugs (contract `normalizePostUrl`).
 */
const CANONICAL_PATH = /^\/(?:[a-z0-9.-]+(?:\/[a-z0-9.-]+)*)?$/;

/** Ports a Host header may name and still be the site's own spelling of its host. */
const DEFAULT_PORTS = new Set([80, 443]);

/** The port PUBLIC_URL names (`http://{host}:3000` gives 3000), if it names one. */
export function publicPortOf(publicUrl: string): number | undefined {
  const port = /^https?:\/\/[^/]*:(\d{1,5})(\/|$)/.exec(publicUrl)?.[1];
  return port ? Number(port) : undefined;
}

/**
 * The bounded class a rendered page is stored in (issue 37), or undefined for the site's own
 * pages, whose number its content sets: a 404, a search, or an address spelled otherwise than
 * the site writes it (another Host port, upper case, a trailing slash, percent escapes) are
 * each kept a few per domain. Decided when a page is stored, never on a hit.
 */
export function pageBoundOf(
  req: http.IncomingMessage,
  status: number,
  path: string,
  publicPort?: number,
): PageBound | undefined {
  if (status === 404) return { group: "not-found", max: NOT_FOUND_PAGES_PER_DOMAIN };
  const mark = path.indexOf("?");
  const pathname = mark === -1 ? path : path.slice(0, mark);
  if (!CANONICAL_PATH.test(pathname) || !isOwnHostSpelling(req, publicPort)) {
    return { group: "odd-address", max: ODD_ADDRESS_PAGES_PER_DOMAIN };
  }
  if (mark !== -1 && new URLSearchParams(path.slice(mark + 1)).has("search")) {
    return { group: "search", max: SEARCH_PAGES_PER_DOMAIN };
  }
  return undefined;
}

/**
 * The Host header as browsers send it for the site: its name alone, or with a default port, the
 * port of PUBLIC_URL or the one this server listens on. Any other port reaches the same site
 * under a key of its own, 65,535 of them per page.
 */
function isOwnHostSpelling(req: http.IncomingMessage, publicPort?: number): boolean {
  const spelled = (req.headers.host ?? "").toLowerCase();
  const name = normalizeHost(spelled);
  if (spelled === name) return true;
  if (!spelled.startsWith(`${name}:`)) return false;
  const port = Number(spelled.slice(name.length + 1));
  return DEFAULT_PORTS.has(port) || port === publicPort || port === req.socket?.localPort;
}
