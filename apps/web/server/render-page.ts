import type http from "node:http";
import { domainKey, EDGE_KEY_ALL, postKey, readsStops, stopsKey } from "@fooddir/api";
import { API_PATHS, type Site } from "@fooddir/contract";
import {
  createRequestHandler,
  type RequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import type { FragmentStore } from "../app/lib/fragments.ts";
import { PAGE_EXPIRES_HEADER, pageExpiryOf } from "../app/lib/page-expiry.ts";
import { PAGE_IMAGES_HEADER } from "../app/lib/page-images.ts";
import { analyticsSources, pageImageSource, publicPagePolicy } from "./csp.ts";
import { pageBoundOf } from "./page-bounds.ts";
import type { PageCache, PageEntry } from "./page-cache.ts";
import { cacheKeyHeaders, sharedCacheHeaders } from "./shared-cache-headers.ts";
import { SITE_HEADERS } from "./site-headers.ts";

type ApiCallerKey = RouterContext<ApiCaller>;
type ClockKey = RouterContext<() => number>;
type SignInKey = RouterContext<Uint8Array | null>;
type FragmentsKey = RouterContext<FragmentStore | null>;

/** What a render's load context holds besides the ApiCaller. */
export type LoadContextOptions = {
  /** The visitor's address: calls made for the request carry it (see ApiCallOptions.clientIp). */
  clientIp?: string;
  /** The loaders' clock, when one is injected (tests; the wall clock otherwise). */
  clock?: () => number;
  /** The sign-in form's sealing key (app/lib/auth/sign-in-step.server.ts). */
  signInKey?: Uint8Array;
  /** Rendered blocks shared by pages (server/fragment-store.ts). */
  fragments?: FragmentStore;
};

/**
 * The load context of one render: the ApiCaller under the key the app build exports, the clock
 * when one is injected, the sign-in form's key and the store of shared blocks, each under the
 * build's own key.
 */
export function loadContextFor(
  build: ServerBuild,
  apiCaller: ApiCaller,
  { clientIp, clock, signInKey, fragments }: LoadContextOptions = {},
) {
  const keys = build.entry.module as {
    apiCallerContext?: ApiCallerKey;
    clockContext?: ClockKey;
    signInKeyContext?: SignInKey;
    fragmentStoreContext?: FragmentsKey;
  };
  if (!keys.apiCallerContext) throw new Error("app/entry.server.tsx must export apiCallerContext");
  const context = new RouterContextProvider();
  context.set(
    keys.apiCallerContext,
    clientIp ? (options) => apiCaller({ clientIp, ...options }) : apiCaller,
  );
  if (clock && keys.clockContext) context.set(keys.clockContext, clock);
  if (signInKey && keys.signInKeyContext) context.set(keys.signInKeyContext, signInKey);
  if (fragments && keys.fragmentStoreContext) context.set(keys.fragmentStoreContext, fragments);
  return context;
}

/** A rendered page, and its stored entry when it was stored (null: answered once, then gone). */
export type Rendered = {
  status: number;
  headers: Record<string, string>;
  setCookies: string[];
  body: Buffer;
  entry: PageEntry | null;
};

export type PageRenderOptions = {
  cache: PageCache;
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  apiCaller: ApiCaller;
  /** The origin media urls point at (S3_PUBLIC_URL), allowed as an image source. */
  mediaOrigin?: string;
  /** The loaders' clock (tests inject one; the wall clock otherwise). */
  clock?: () => number;
  /** Seconds a shared cache may keep a stored page (EDGE_TTL; 0: revalidate every time). */
  edgeTtl?: number;
  /** The port PUBLIC_URL names: a Host header with it is the site's own spelling. */
  publicPort?: number;
  /** Rendered blocks shared by pages (server/fragment-store.ts). */
  fragments?: FragmentStore;
};

/** What the API calls of one render showed about the page (its domain, what it reads). */
type PageFacts = {
  domainId: number | null;
  analytics: Site["analytics"];
  apiFailed: boolean;
  readStops: boolean;
  postIds: Set<number>;
};

/**
 * Renders one public page with React Router and stores it when it may be kept: the miss path of
 * the page cache, in its steps (watch the API calls, render, clean the headers, store).
 */
export function createPageRender(options: PageRenderOptions) {
  const { cache } = options;
  const edgeTtl = options.edgeTtl ?? 0;
  const handler = requestHandlerFor(options);

  return async function renderPage(
    req: http.IncomingMessage,
    key: string,
    path: string,
  ): Promise<Rendered> {
    const startedAt = cache.begin();
    const facts: PageFacts = {
      domainId: null,
      analytics: [],
      apiFailed: false,
      readStops: false,
      postIds: new Set(),
    };
    const build = await options.getBuild();
    const response = await handler(
      pageRequest(req, path),
      loadContextFor(build, watchedApiCaller(options.apiCaller, facts), {
        clock: options.clock,
        fragments: options.fragments,
      }),
    );
    const body = Buffer.from(await response.arrayBuffer());
    const setCookies = response.headers.getSetCookie();
    const { replay, expiresAt } = replayHeaders(response, req, facts, options.mediaOrigin);
    if (!isStorable(response.status, setCookies, facts)) {
      return { status: response.status, headers: replay, setCookies, body, entry: null };
    }
    const pageDomain = facts.domainId as number;
    // A page kept until a write tells shared caches the same thing every time: stored with it.
    const caching = expiresAt === null ? sharedCacheHeaders({ expiresAt }, edgeTtl, 0) : {};
    // 404s, searches and odd spellings of an address are kept a few per domain (page-bounds.ts).
    const bound = pageBoundOf(req, response.status, path, options.publicPort);
    const entry = await cache.store(
      key,
      startedAt,
      {
        status: response.status,
        headers: { ...SITE_HEADERS, ...replay, ...cacheKeyHeaders(pageKeys(facts)), ...caching },
        body,
        domainId: pageDomain,
        expiresAt,
      },
      bound,
    );
    return { status: response.status, headers: replay, setCookies, body, entry };
  };
}

/**
 * React Router's handler. Production's build never changes: its routes are derived once, not on
 * every render (React Router derives them per request when given a function, for development).
 */
function requestHandlerFor(options: PageRenderOptions): RequestHandler {
  if (options.mode !== "production") return createRequestHandler(options.getBuild, options.mode);
  let fixed: RequestHandler | undefined;
  return async (request, context) => {
    fixed ??= createRequestHandler(await options.getBuild(), "production");
    return fixed(request, context);
  };
}

/**
 * The render's API caller: learns the page's domain from the site read, notes an API failure
 * (no page is stored around one), and what the page shows for its cache keys (decision 028).
 */
function watchedApiCaller(apiCaller: ApiCaller, facts: PageFacts): ApiCaller {
  return async (call) => {
    const result = await apiCaller(call);
    if (result.status >= 500) facts.apiFailed = true;
    if (readsStops(call.path)) facts.readStops = true;
    if (call.path === API_PATHS.site && result.status === 200) {
      const site = (result.body as { data: Site }).data;
      facts.domainId = site.domain.id;
      facts.analytics = site.analytics ?? [];
    }
    if (call.path.startsWith(`${API_PATHS.postByUrl}?`) && result.status === 200) {
      const id = (result.body as { data?: { id?: unknown } }).data?.id;
      if (typeof id === "number") facts.postIds.add(id);
    }
    return result;
  };
}

/** The request React Router renders: a GET of `path` with the visitor's headers, no cookie. */
function pageRequest(req: http.IncomingMessage, path: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "cookie" || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return new Request(`http://${req.headers.host}${path}`, { method: "GET", headers });
}

/**
 * The rendered page's headers as they are sent again: the route's internal headers taken out
 * (when the page expires, its own image origin) and the public page policy put in.
 */
function replayHeaders(
  response: Response,
  req: http.IncomingMessage,
  facts: PageFacts,
  mediaOrigin: string | undefined,
): { replay: Record<string, string>; expiresAt: number | null } {
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
    analyticsSources(facts.analytics),
    mediaOrigin,
    images,
  );
  return { replay, expiresAt };
}

/** A 200 or 404 of a known domain, with no cookie set and no API call failed: kept. */
function isStorable(status: number, setCookies: string[], facts: PageFacts): boolean {
  return (
    (status === 200 || status === 404) &&
    setCookies.length === 0 &&
    facts.domainId !== null &&
    !facts.apiFailed
  );
}

/** The page's cache keys (decision 028): everything, its domain, its posts, its stops. */
function pageKeys(facts: PageFacts): string[] {
  const domainId = facts.domainId as number;
  return [
    EDGE_KEY_ALL,
    domainKey(domainId),
    ...[...facts.postIds].map((id) => postKey(domainId, id)),
    ...(facts.readStops ? [stopsKey(domainId)] : []),
  ];
}
