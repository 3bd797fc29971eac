import type http from "node:http";
import { finished } from "node:stream";
import {
  type ImageVariants,
  isValidHostHeader,
  type LoadLimit,
  normalizeHost,
  type Storage,
} from "@fooddir/api";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import { hasSessionCookie } from "../app/lib/auth/guard.ts";
import { CSP_NONCE_HEADER } from "../app/lib/csp.ts";
import type { FragmentStore } from "../app/lib/fragments.ts";
import { isPrivateScreen } from "../app/lib/private-screens.ts";
import { isSignedLinkPage, SIGNED_LINK_PAGE_HEADERS } from "../app/lib/signed-link-page.ts";
import { takeRenderSlot } from "./busy.ts";
import { cacheKeyOf } from "./cache-key.ts";
import { createCachedRenderer } from "./cached-render.ts";
import { compressResponse } from "./compress-response.ts";
import { allowPageImages, contentSecurityPolicy, newNonce, publicPagePolicy } from "./csp.ts";
import type { HostResolver } from "./host-resolver.ts";
import { loadContextFor } from "./load-context.ts";
import { createNoPageCache, type PageCache } from "./page-cache.ts";
import { createPanelSessionHandler, PANEL_SESSION_HEADER } from "./panel-session.ts";
import type { BuildInfo } from "./release.ts";
import type { RenderThreads } from "./render-threads.ts";
import { withBodyRead } from "./request-body.ts";
import { serveFile } from "./site-files.ts";
import { setSiteHeaders } from "./site-headers.ts";

export type SiteListenerOptions = {
  apiCaller: ApiCaller;
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  buildInfo: () => BuildInfo;
  /** Built client assets (production); unset in dev, where Vite serves them. */
  clientDir?: string;
  /** Local media storage, served under /storage (unless `storage` is set). */
  storageDir: string;
  /** The media bucket's driver (S3): /storage is streamed from it instead of storageDir. */
  storage?: Storage;
  /** The origin of S3_PUBLIC_URL, where media urls point: pages may load images from it. */
  mediaOrigin?: string;
  /** Every site's origin under PUBLIC_URL (`siteOriginsSource`): panel pages show their media. */
  siteImages?: string;
  /** Makes a missing resized copy of a library image (written where /storage is served from). */
  imageVariants?: Pick<ImageVariants, "ensure">;
  /** Unknown hosts get 404 for everything, static files included. */
  resolveHost: HostResolver;
  /** Rendered public pages; null = PAGE_CACHE=off. */
  pageCache: PageCache | null;
  /** Server renders in progress (cache hits and files are not counted); past it: 503. */
  renderLimit: LoadLimit;
  /** Anonymous public pages not rendered this long after they were asked for get 503 (busy). */
  renderDeadlineMs?: number;
  /** The loaders' clock (tests inject one; the wall clock otherwise). */
  clock?: () => number;
  /** Rendered blocks shared by pages (server/fragment-store.ts). */
  fragments?: FragmentStore;
  /** Render threads for public pages (render-threads.ts); none: this thread renders them. */
  threads?: RenderThreads;
  /** The sign-in form's sealing key (`signInStepKey(APP_SECRET)`); without it the code step asks for the password again. */
  signInKey?: Uint8Array;
  /** Seconds a shared cache may keep a public page (EDGE_TTL, decision 028). */
  edgeTtl?: number;
  /** The port PUBLIC_URL names, if any (page-bounds.ts). */
  publicPort?: number;
  viteMiddleware?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
};

/** A panel page (not React Router's data request for one). */
const PANEL_PAGE = /^\/panel(\/.*)?$/;

/**
 * Every site host (not api.*): static files, media, release files, then React Router, with
 * anonymous GETs of public pages answered from the page cache. A request goes through these
 * steps in order, each answering it or passing it on:
 * 1. a stored page, before anything is awaited (`cached.serveHit`);
 * 2. a host that is malformed or no site's (`siteHostOf`);
 * 3. the panel's session endpoints (panel-session.ts);
 * 4. a file: media, release files, built assets (`serveFile`);
 * 5. the headers of a private screen or a signed-link page (`markPrivatePage`);
 * 6. a public page through the page cache (`cached.serveMiss`), or any other render
 *    (`renderUncached`).
 */
export function createSiteListener(options: SiteListenerOptions): http.RequestListener {
  const { getBuild, mode, apiCaller, pageCache } = options;
  const reactRouter = reactRouterListener(options);
  const panelSession = createPanelSessionHandler(apiCaller);
  // Without a page cache, public pages still take the miss path: slot, deadline, busy page.
  const cached = createCachedRenderer({
    cache: pageCache ?? createNoPageCache(),
    getBuild,
    mode,
    apiCaller,
    renderLimit: options.renderLimit,
    deadlineMs: options.renderDeadlineMs,
    mediaOrigin: options.mediaOrigin,
    clock: options.clock,
    edgeTtl: options.edgeTtl,
    publicPort: options.publicPort,
    fragments: options.fragments,
    threads: options.threads,
  });

  return (req, res) => {
    // A stored page is answered before anything is awaited (issue 26). It was stored only after
    // every check below passed for the same host and path (a known domain, not a file, not the
    // panel's), and a write to its domain, the domain's removal included, drops it.
    // Development renders every page through Vite: nothing is answered from the cache there.
    const target = options.viteMiddleware ? null : cacheKeyOf(req);
    // Its headers, these of every answer included, go out in one writeHead (site-headers.ts).
    if (target && cached.serveHit(req, res, target)) return;
    setSiteHeaders(req, res);
    return handle(req, res, target);
  };

  /** Every request the cache did not answer; `target` is its cache key, if it may have one. */
  async function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    target: ReturnType<typeof cacheKeyOf>,
  ) {
    const pathname = (req.url ?? "/").split("?")[0];
    try {
      const host = await siteHostOf(req, res, options.resolveHost);
      if (!host) return;
      if (await panelSession.serve(req, res, host, pathname)) return;
      if (await serveFile(req, res, host, pathname, options)) return;
      const isolated = await markPrivatePage(req, res, host, pathname, panelSession);
      if (options.viteMiddleware) {
        // Vite's dev client injects inline scripts of its own: no policy in development.
        options.viteMiddleware(req, res, () => reactRouter(req, res));
        return;
      }
      if (target) {
        // Cached pages are public pages: no inline script, so no nonce (a nonce must never be
        // served twice).
        res.setHeader(
          "Content-Security-Policy",
          publicPagePolicy(req.headers.host, undefined, options.mediaOrigin),
        );
        await cached.serveMiss(req, res, target);
        return;
      }
      await renderUncached(req, res, pathname, isolated, reactRouter, options);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Server error.");
    }
  }
}

/**
 * React Router's own listener, for every render the page cache does not make. Given a function,
 * React Router derives the routes again on every request (for a build that changes in
 * development); production's build never changes: derived once.
 */
function reactRouterListener(options: SiteListenerOptions): http.RequestListener {
  const { getBuild, mode, apiCaller } = options;
  const listenerFor = (build: ServerBuild | (() => Promise<ServerBuild>)) =>
    createRequestListener({
      build,
      mode,
      // The provider class must be this process's react-router (the request handler checks it);
      // the key comes from the app build, where the loaders read it.
      getLoadContext: async (_request, client) =>
        loadContextFor(await getBuild(), apiCaller, {
          clientIp: client?.address,
          clock: options.clock,
          signInKey: options.signInKey,
          fragments: options.fragments,
        }),
    });
  if (mode !== "production") return listenerFor(getBuild);
  let fixed: http.RequestListener | undefined;
  return async (req, res) => {
    fixed ??= listenerFor(await getBuild());
    await fixed(req, res);
  };
}

/**
 * The site's host, normalized; null once answered: 400 for a malformed Host header (a port out
 * of range, junk after an IPv6 literal, an over-long name: the client's mistake, answered
 * before anything builds a URL from it), 404 for a host that is no site's.
 */
async function siteHostOf(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  resolveHost: HostResolver,
): Promise<string | null> {
  if (!isValidHostHeader(req.headers.host)) {
    res.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("Bad request");
    return null;
  }
  const host = normalizeHost(req.headers.host);
  if (!host || !(await resolveHost(host))) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
    return null;
  }
  return host;
}

/**
 * Drops the internal headers a client may not set, and marks the pages meant for one person:
 * a private screen (isolated, with the panel's session for a panel page) or a signed-link page.
 * True for a private screen.
 */
async function markPrivatePage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  host: string,
  pathname: string,
  panelSession: ReturnType<typeof createPanelSessionHandler>,
): Promise<boolean> {
  delete req.headers[CSP_NONCE_HEADER];
  delete req.headers[PANEL_SESSION_HEADER];
  const isolated = isPrivateScreen(pathname);
  if (isolated) {
    // Decision 017: a site page's script (analytics) shares this origin. It may not frame
    // these pages, keep a handle on one it opened (COOP puts it in its own browsing context
    // group), or read one from a cache.
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Vary", "Cookie");
    if (req.method === "GET" && PANEL_PAGE.test(pathname) && !pathname.endsWith(".data")) {
      const { session, cookies } = await panelSession.sessionForPage(req, host);
      if (cookies) res.setHeader("Set-Cookie", cookies);
      if (session) req.headers[PANEL_SESSION_HEADER] = JSON.stringify(session);
    }
  }
  if (isSignedLinkPage(pathname)) {
    // An answer or preview page (its 404 too): private, never stored, never indexed.
    for (const [name, value] of Object.entries(SIGNED_LINK_PAGE_HEADERS)) {
      res.setHeader(name, value);
    }
  }
  return isolated;
}

/**
 * A render the page cache does not keep (a private screen, a signed-in visitor's page, a form
 * post, a router data request): never stored by a shared cache, rendered in a render slot with
 * a fresh nonce in its policy.
 */
async function renderUncached(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  pathname: string,
  isolated: boolean,
  reactRouter: http.RequestListener,
  options: SiteListenerOptions,
) {
  if (!isolated && hasSessionCookie(req.headers.cookie)) {
    // Rendered for a signed-in visitor: no shared cache may keep it (issue 29).
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Vary", "Cookie");
  }
  // Not a cacheable page (a form post, a router data request): no shared cache keeps it.
  if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
  // A form's body is read before the render slot is taken: a slow body holds no slot.
  const request = await withBodyRead(req, res);
  if (!request) return;
  const release = await takeRenderSlot(options.renderLimit, req, res);
  if (!release) return;
  // `finished` also calls back when the client went away before this point.
  finished(res, release);
  const nonce = newNonce();
  req.headers[CSP_NONCE_HEADER] = nonce;
  const policy = (images?: string) =>
    contentSecurityPolicy({
      hostHeader: req.headers.host,
      nonce,
      mediaOrigin: options.mediaOrigin,
      noFraming: isolated,
      images: isolated ? options.siteImages : images,
      mapTiles: isolated && PANEL_PAGE.test(pathname),
    });
  res.setHeader("Content-Security-Policy", policy());
  // A public page's own image origin (/today's map tiles) joins its policy.
  if (!isolated) allowPageImages(res, policy);
  compressResponse(request, res);
  await reactRouter(request, res);
}
