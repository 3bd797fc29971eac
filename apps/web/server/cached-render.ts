import type http from "node:http";
import {
  domainKey,
  EDGE_KEY_ALL,
  type LoadLimit,
  notePageCacheResult,
  postKey,
  REQUEST_ID_HEADER,
  readsStops,
  stopsKey,
} from "@fooddir/api";
import { API_PATHS, type Site } from "@fooddir/contract";
import {
  createRequestHandler,
  type RequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import { hasSessionCookie } from "../app/lib/auth/guard.ts";
import { PAGE_EXPIRES_HEADER, pageExpiryOf } from "../app/lib/page-expiry.ts";
import { PAGE_IMAGES_HEADER } from "../app/lib/page-images.ts";
import { isPrivateScreen } from "../app/lib/private-screens.ts";
import { isSignedLinkPage } from "../app/lib/signed-link-page.ts";
import { sendBusy, takeRenderSlot } from "./busy.ts";
import { analyticsSources, pageImageSource, publicPagePolicy } from "./csp.ts";
import { pageBoundOf } from "./page-bounds.ts";
import {
  matchesEtag,
  type PageCache,
  type PageEntry,
  type PageVariant,
  pickEncoding,
  variantOf,
} from "./page-cache.ts";
import { answerRequestId, SITE_HEADERS } from "./site-headers.ts";

type ApiCallerKey = RouterContext<ApiCaller>;
type ClockKey = RouterContext<() => number>;

/** Query parameters a public route reads; every other parameter is ignored (and not rendered). */
export const ROUTE_QUERY_PARAMS: Record<string, readonly string[]> = {
  "/members": ["cuisine", "search", "page"],
  "/blog": ["page"],
  "/today": ["cuisine"],
};

/** React Router's own endpoints: never cached (nor are the team's screens, isPrivateScreen). */
const ROUTER_ENDPOINT = /^\/__manifest(\/|$)|\.data$/;

/**
 * The load context of one render: the ApiCaller under the key the app build exports, and the
 * clock when one is injected (tests; loaders read the wall clock otherwise).
 */
export function loadContextFor(
  build: ServerBuild,
  apiCaller: ApiCaller,
  clientIp?: string,
  clock?: () => number,
) {
  const keys = build.entry.module as { apiCallerContext?: ApiCallerKey; clockContext?: ClockKey };
  if (!keys.apiCallerContext) throw new Error("app/entry.server.tsx must export apiCallerContext");
  const context = new RouterContextProvider();
  // Calls made for this request carry the visitor's address (see ApiCallOptions.clientIp).
  context.set(
    keys.apiCallerContext,
    clientIp ? (options) => apiCaller({ clientIp, ...options }) : apiCaller,
  );
  if (clock && keys.clockContext) context.set(keys.clockContext, clock);
  return context;
}

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

/**
 * A path the URL parser leaves as it is: "/", or segments of letters, digits, "-", "_" and "~"
 * (no dot segments, percent-escapes or empty segments) with an optional trailing slash.
 */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-]+(?:\/[A-Za-z0-9_~-]+)*\/?)?$/;

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
function headersAt(
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

type Rendered = {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  body: Buffer;
  entry: PageEntry | null;
};

/**
 * Public pages through the page cache: `serveHit` answers a stored page from memory at once (304
 * when the browser's validator matches); `serveMiss` renders one with React Router, and a 200 or
 * 404 of a known domain is stored (404s, searches and odd spellings a few per domain:
 * page-bounds.ts). Concurrent misses of one key share one render.
 */
export function createCachedRenderer(options: {
  cache: PageCache;
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  apiCaller: ApiCaller;
  renderLimit: LoadLimit;
  /**
   * How long a visitor waits for a page that is not cached, slot wait included, before the busy
   * page (503, Retry-After). The render goes on and fills the cache for the next request; its
   * slot stays taken until it ends, so the work in progress stays bounded.
   */
  deadlineMs?: number;
  /** The origin media urls point at (S3_PUBLIC_URL), allowed as an image source. */
  mediaOrigin?: string;
  /** The loaders' clock (tests inject one; the wall clock otherwise). */
  clock?: () => number;
  /** Seconds a shared cache may keep a stored page (EDGE_TTL; 0: revalidate every time). */
  edgeTtl?: number;
  /** The port PUBLIC_URL names: a Host header with it is the site's own spelling. */
  publicPort?: number;
}) {
  const { cache } = options;
  const now = options.clock ?? Date.now;
  const edgeTtl = options.edgeTtl ?? 0;
  // Production's build never changes: its routes are derived once, not on every render (React
  // Router derives them per request when given a function, for development).
  let fixed: RequestHandler | undefined;
  const handler: RequestHandler =
    options.mode === "production"
      ? async (request, context) => {
          fixed ??= createRequestHandler(await options.getBuild(), "production");
          return fixed(request, context);
        }
      : createRequestHandler(options.getBuild, options.mode);
  const inflight = new Map<string, Promise<Rendered>>();

  const render = async (
    req: http.IncomingMessage,
    key: string,
    path: string,
  ): Promise<Rendered> => {
    const startedAt = cache.begin();
    let domainId: number | null = null;
    let analytics: Site["analytics"] = [];
    let apiFailed = false;
    let readStops = false;
    const postIds = new Set<number>();
    // Learns the page's domain from the site read, refuses to cache around API failures, and
    // notes what the page shows for its cache keys (decision 028).
    const apiCaller: ApiCaller = async (call) => {
      const result = await options.apiCaller(call);
      if (result.status >= 500) apiFailed = true;
      if (readsStops(call.path)) readStops = true;
      if (call.path === API_PATHS.site && result.status === 200) {
        const site = (result.body as { data: Site }).data;
        domainId = site.domain.id;
        analytics = site.analytics ?? [];
      }
      if (call.path.startsWith(`${API_PATHS.postByUrl}?`) && result.status === 200) {
        const id = (result.body as { data?: { id?: unknown } }).data?.id;
        if (typeof id === "number") postIds.add(id);
      }
      return result;
    };
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (name === "cookie" || value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const build = await options.getBuild();
    const request = new Request(`http://${req.headers.host}${path}`, { method: "GET", headers });
    const response = await handler(
      request,
      loadContextFor(build, apiCaller, undefined, options.clock),
    );
    const body = Buffer.from(await response.arrayBuffer());
    const setCookies = response.headers.getSetCookie();
    const replay: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie" && name !== "content-length") replay[name] = value;
    });
    // A page that time changes says when (lib/page-expiry.ts); the header stays internal.
    const expiresAt = pageExpiryOf(replay[PAGE_EXPIRES_HEADER]);
    delete replay[PAGE_EXPIRES_HEADER];
    // A page's own image origin (/today's map tiles) joins its policy; the header stays internal.
    const images = pageImageSource(replay[PAGE_IMAGES_HEADER]);
    delete replay[PAGE_IMAGES_HEADER];
    // The site's analytics scripts are allowed by hash and origin (a cached page has no nonce).
    replay["content-security-policy"] = publicPagePolicy(
      req.headers.host,
      analyticsSources(analytics),
      options.mediaOrigin,
      images,
    );
    const cacheable =
      (response.status === 200 || response.status === 404) &&
      setCookies.length === 0 &&
      domainId !== null &&
      !apiFailed;
    const pageDomain = domainId as unknown as number;
    const keys = [
      EDGE_KEY_ALL,
      domainKey(pageDomain),
      ...[...postIds].map((id) => postKey(pageDomain, id)),
      ...(readStops ? [stopsKey(pageDomain)] : []),
    ];
    // A page kept until a write tells shared caches the same thing every time: stored with it.
    const caching = expiresAt === null ? sharedCacheHeaders({ expiresAt }, edgeTtl, 0) : {};
    // 404s, searches and odd spellings of an address are kept a few per domain (page-bounds.ts).
    const bound = pageBoundOf(req, response.status, path, options.publicPort);
    const entry = cacheable
      ? await cache.store(
          key,
          startedAt,
          {
            status: response.status,
            headers: { ...SITE_HEADERS, ...replay, ...cacheKeyHeaders(keys), ...caching },
            body,
            domainId: pageDomain,
            expiresAt,
          },
          bound,
        )
      : null;
    return { status: response.status, headers: replay, setCookies, body, entry };
  };

  /**
   * Answers from the cache when it holds the page, at once (no await): the hit path of every
   * cached page (issue 26). False when the page must be rendered.
   */
  function serveHit(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: { key: string },
  ): boolean {
    const hit = cache.get(target.key);
    if (!hit) return false;
    sendEntry(req, res, hit, "hit", edgeTtl, now());
    return true;
  }

  /** A page `serveHit` did not find: rendered (or joined to the render in flight), then sent. */
  async function serveMiss(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: { key: string; path: string },
  ) {
    const askedAt = performance.now();
    const send = (entry: PageEntry, state: "hit" | "miss") =>
      sendEntry(req, res, entry, state, edgeTtl, now());
    let pending = inflight.get(target.key);
    if (!pending) {
      const release = await takeRenderSlot(options.renderLimit, req, res);
      if (!release) return;
      // While this request waited for a slot, another may have rendered or begun the page.
      const ready = cache.get(target.key);
      pending = inflight.get(target.key);
      if (ready || pending) release();
      if (ready) {
        send(ready, "hit");
        return;
      }
      if (!pending) {
        pending = render(req, target.key, target.path).finally(() => {
          inflight.delete(target.key);
          release();
        });
        inflight.set(target.key, pending);
      }
    }
    const { renderLimit } = options;
    // Only a busy server sheds late pages: a lone slow render (a cold start) is still delivered.
    const busy = () => renderLimit.waiting > 0 || renderLimit.active >= renderLimit.max;
    const rendered = await withinDeadline(pending, askedAt, options.deadlineMs, busy);
    if (rendered === LATE) {
      if (!res.headersSent && !res.destroyed) sendBusy(res);
      return;
    }
    if (rendered.entry) {
      send(rendered.entry, "miss");
      return;
    }
    res.statusCode = rendered.status;
    for (const [name, value] of Object.entries(rendered.headers)) res.setHeader(name, value);
    // Not stored here (an error, a cookie, a write during the render): no shared cache keeps it.
    res.setHeader(
      "cache-control",
      rendered.setCookies.length > 0 ? "private, no-store" : "no-store",
    );
    if (rendered.setCookies.length > 0) res.setHeader("set-cookie", rendered.setCookies);
    res.setHeader("x-page-cache", "bypass");
    notePageCacheResult(res, "bypass");
    res.setHeader("content-length", rendered.body.length);
    res.end(req.method === "HEAD" ? undefined : rendered.body);
  }

  return { serveHit, serveMiss };
}

const LATE = Symbol("late");

/**
 * The render's result, or LATE once `deadlineMs` has passed since the page was asked for while
 * the server is `busy` (checked then, and every 100 ms after while the render goes on).
 */
function withinDeadline<T>(
  pending: Promise<T>,
  askedAt: number,
  deadlineMs: number | undefined,
  busy: () => boolean,
): Promise<T | typeof LATE> {
  if (!deadlineMs) return pending;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    const check = () => {
      if (busy()) resolve(LATE);
      else timer = setTimeout(check, 100);
    };
    timer = setTimeout(check, Math.max(0, deadlineMs - (performance.now() - askedAt)));
  });
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}

/**
 * A stored page in the representation the client accepts, or 304 when its validator matches.
 * A page kept until a write carries its shared-cache headers already (stored with it); one that
 * time changes gets them from the time left.
 */
function sendEntry(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  entry: PageEntry,
  state: "hit" | "miss",
  edgeTtl: number,
  now: number,
) {
  const variant = variantOf(entry, pickEncoding(req.headers["accept-encoding"]));
  const id = answerRequestId(req);
  notePageCacheResult(res, state);
  if (matchesEtag(req.headers["if-none-match"], entry)) {
    const { "content-type": _, ...headers } = entry.headers;
    res.writeHead(304, {
      ...headers,
      ...(entry.expiresAt === null ? undefined : sharedCacheHeaders(entry, edgeTtl, now)),
      vary: "Accept-Encoding",
      etag: variant.etag,
      "x-page-cache": state,
      ...(id ? { [REQUEST_ID_HEADER]: id } : {}),
    });
    res.end();
    return;
  }
  // One object, no header set before: writeHead then skips a setHeader per header (issue 26).
  const headers: http.OutgoingHttpHeaders = { ...headersAt(entry, variant, edgeTtl, now) };
  if (state !== "hit") headers["x-page-cache"] = state;
  if (id) headers[REQUEST_ID_HEADER] = id;
  res.writeHead(entry.status, headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}
