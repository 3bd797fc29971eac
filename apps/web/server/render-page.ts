import type http from "node:http";
import { domainKey, EDGE_KEY_ALL, postKey, stopsKey } from "@fooddir/api";
import type { ServerBuild } from "react-router";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import type { FragmentStore } from "../app/lib/fragments.ts";
import { PAGE_EXPIRES_HEADER, pageExpiryOf } from "../app/lib/page-expiry.ts";
import { PAGE_IMAGES_HEADER } from "../app/lib/page-images.ts";
import { analyticsSources, pageImageSource, publicPagePolicy } from "./csp.ts";
import { pageBoundOf } from "./page-bounds.ts";
import type { PageCache, PageEntry } from "./page-cache.ts";
import {
  type PageFacts,
  type PageRequest,
  pageRequestOf,
  type RenderedDocument,
  renderDocument,
  requestHandlerFor,
} from "./render-document.ts";
import type { RenderThreads } from "./render-threads.ts";
import { cacheKeyHeaders, sharedCacheHeaders } from "./shared-cache-headers.ts";
import { SITE_HEADERS } from "./site-headers.ts";

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
  /** Render threads (render-threads.ts): pages render there, not on this thread. */
  threads?: RenderThreads;
};

/**
 * Renders one public page with React Router and stores it when it may be kept: the miss path of
 * the page cache, in its steps (watch the API calls, render, clean the headers, store).
 */
export function createPageRender(options: PageRenderOptions) {
  const { cache } = options;
  const edgeTtl = options.edgeTtl ?? 0;
  const renderHere = inThisThread(options);
  const render = (page: PageRequest) =>
    options.threads ? options.threads.render(page) : renderHere(page);

  return async function renderPage(
    req: http.IncomingMessage,
    key: string,
    path: string,
  ): Promise<Rendered> {
    const startedAt = cache.begin();
    const document = await render(pageRequestOf(req, path));
    const { facts, setCookies } = document;
    const body = Buffer.from(
      document.body.buffer,
      document.body.byteOffset,
      document.body.byteLength,
    );
    const { replay, expiresAt } = replayHeaders(document, req, options.mediaOrigin);
    if (!isStorable(document.status, setCookies, facts)) {
      return { status: document.status, headers: replay, setCookies, body, entry: null };
    }
    const pageDomain = facts.domainId as number;
    // A page kept until a write tells shared caches the same thing every time: stored with it.
    const caching = expiresAt === null ? sharedCacheHeaders({ expiresAt }, edgeTtl, 0) : {};
    // 404s, searches and odd spellings of an address are kept a few per domain (page-bounds.ts).
    const bound = pageBoundOf(req, document.status, path, options.publicPort);
    const entry = await cache.store(
      key,
      startedAt,
      {
        status: document.status,
        headers: { ...SITE_HEADERS, ...replay, ...cacheKeyHeaders(pageKeys(facts)), ...caching },
        body,
        domainId: pageDomain,
        expiresAt,
      },
      bound,
    );
    return { status: document.status, headers: replay, setCookies, body, entry };
  };
}

/** Renders on this thread: React Router's handler over the caller's API caller. */
function inThisThread(options: PageRenderOptions) {
  const handler = requestHandlerFor(options.getBuild, options.mode);
  return async (page: PageRequest): Promise<RenderedDocument> =>
    renderDocument(handler, await options.getBuild(), options.apiCaller, page, {
      clock: options.clock,
      fragments: options.fragments,
    });
}

/**
 * The rendered page's headers as they are sent again: the route's internal headers taken out
 * (when the page expires, its own image origin) and the public page policy put in.
 */
function replayHeaders(
  { headers, facts }: RenderedDocument,
  req: http.IncomingMessage,
  mediaOrigin: string | undefined,
): { replay: Record<string, string>; expiresAt: number | null } {
  const replay: Record<string, string> = Object.fromEntries(headers);
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
