import type http from "node:http";
import { hasSessionCookie } from "../app/lib/auth/guard.ts";
import { isPrivateScreen } from "../app/lib/private-screens.ts";
import { isSignedLinkPage } from "../app/lib/signed-link-page.ts";

/** Query parameters a public route reads; every other parameter is ignored (and not rendered). */
export const ROUTE_QUERY_PARAMS: Record<string, readonly string[]> = {
  "/members": ["cuisine", "search", "page"],
  "/blog": ["page"],
  "/today": ["cuisine"],
};

/** React Router's own endpoints: never cached (nor are the team's screens, isPrivateScreen). */
const ROUTER_ENDPOINT = /^\/__manifest(\/|$)|\.data$/;

/**
 * A path the URL parser leaves as it is: "/", or segments of letters, digits, "-", "_" and "~"
 * (no dot segments, percent-escapes or empty segments) with an optional trailing slash.
 */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-]+(?:\/[A-Za-z0-9_~-]+)*\/?)?$/;

/**
 * The cache key and the URL rendered for it: host, path and the route's known query
 * parameters (sorted). Null when the request may not be served from the cache.
 */
export function cacheKeyOf(req: http.IncomingMessage): { key: string; path: string } | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (hasSessionCookie(req.headers.cookie)) return null;
  const host = (req.headers.host ?? "").toLowerCase();
  if (!host || !/^[a-z0-9.:[\]-]+$/.test(host)) return null;
  const target = req.url ?? "/";
  const mark = target.indexOf("?");
  const rawPath = mark === -1 ? target : target.slice(0, mark);
  let pathname: string;
  let params: URLSearchParams | undefined;
  if (PLAIN_PATH.test(rawPath)) {
    // Nothing the URL parser would change (the common case, without building a URL).
    pathname = rawPath;
  } else {
    try {
      const url = new URL(target, "http://x");
      pathname = url.pathname;
      params = url.searchParams;
    } catch {
      return null;
    }
  }
  if (isPrivateScreen(pathname) || ROUTER_ENDPOINT.test(pathname)) return null;
  // A truck's answer page or a draft's preview: meant for the link's holder alone.
  if (isSignedLinkPage(pathname)) return null;
  const known = ROUTE_QUERY_PARAMS[pathname];
  if (!known || mark === -1) return { key: `${host}${pathname}`, path: pathname };
  params ??= new URLSearchParams(target.slice(mark + 1).split("#")[0]);
  const query = new URLSearchParams();
  for (const name of known) {
    const value = params.get(name);
    if (value !== null && value !== "") query.set(name, value);
  }
  const search = query.size > 0 ? `?${query}` : "";
  return { key: `${host}${pathname}${search}`, path: `${pathname}${search}` };
}
