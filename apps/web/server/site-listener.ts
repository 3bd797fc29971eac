import type http from "node:http";
import { finished } from "node:stream";
import {
  type ImageVariants,
  isValidHostHeader,
  type LoadLimit,
  normalizeHost,
  type Storage,
} from "@fooddir/api";
import { IMAGE_VARIANT_KEY } from "@fooddir/contract";
import { createRequestListener } from "@react-router/node";
import type { ServerBuild } from "react-router";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import { hasSessionCookie } from "../app/lib/auth/guard.ts";
import { CSP_NONCE_HEADER } from "../app/lib/csp.ts";
import { isPrivateScreen } from "../app/lib/private-screens.ts";
import { isSignedLinkPage, SIGNED_LINK_PAGE_HEADERS } from "../app/lib/signed-link-page.ts";
import { takeRenderSlot } from "./busy.ts";
import { cacheKeyOf, createCachedRenderer, loadContextFor } from "./cached-render.ts";
import { allowPageImages, contentSecurityPolicy, newNonce, publicPagePolicy } from "./csp.ts";
import type { HostResolver } from "./host-resolver.ts";
import { createNoPageCache, type PageCache } from "./page-cache.ts";
import { createPanelSessionHandler, PANEL_SESSION_HEADER } from "./panel-session.ts";
import { type BuildInfo, sendBuildFile } from "./release.ts";
import { withBodyRead } from "./request-body.ts";
import { setSiteHeaders } from "./site-headers.ts";
import { sendFile } from "./static-files.ts";
import { sendStoredObject } from "./stored-files.ts";

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
  /** Seconds a shared cache may keep a public page (EDGE_TTL, decision 028). */
  edgeTtl?: number;
  /** The port PUBLIC_URL names, if any (page-bounds.ts). */
  publicPort?: number;
  viteMiddleware?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
};

/** A last path segment with a dot: the only paths that can name a built file. */
const HAS_EXTENSION = /\.[^/]*$/;

/** `/storage/domains/<host>/...` belongs to <host>: no domain's files are served on another. */
const STORAGE_KEY = /^\/storage\/domains\/([^/]+)\//;

/** A panel page (not React Router's data request for one). */
const PANEL_PAGE = /^\/panel(\/.*)?$/;

/**
 * Every site host (not api.*): static files, media, release files, then React Router, with
 * anonymous GETs of public pages answered from the page cache.
 */
export function createSiteListener(options: SiteListenerOptions): http.RequestListener {
  const { getBuild, mode, apiCaller, pageCache } = options;
  const listenerFor = (build: ServerBuild | (() => Promise<ServerBuild>)) =>
    createRequestListener({
      build,
      mode,
      // The provider class must be this process's react-router (the request handler checks it);
      // the key comes from the app build, where the loaders read it.
      getLoadContext: async (_request, client) =>
        loadContextFor(await getBuild(), apiCaller, client?.address, options.clock),
    });
  // Given a function, React Router derives the routes again on every request (for a build
  // that changes in development); production's build never changes: derived once.
  let fixed: http.RequestListener | undefined;
  const reactRouter: http.RequestListener =
    mode === "production"
      ? async (req, res) => {
          fixed ??= listenerFor(await getBuild());
          await fixed(req, res);
        }
      : listenerFor(getBuild);
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
  });

  /**
   * A stored file by its key. A variant is made the first time it is asked for (never by a
   * foreign host: the caller checked the owner) and then served from its file like any other.
   */
  async function sendStored(req: http.IncomingMessage, res: http.ServerResponse, key: string) {
    const send = () =>
      options.storage
        ? sendStoredObject(req, res, options.storage, key)
        : sendFile(req, res, options.storageDir, key, { immutable: true });
    if (await send()) return true;
    if (!options.imageVariants || !IMAGE_VARIANT_KEY.test(key)) return false;
    return (await options.imageVariants.ensure(key)) && (await send());
  }

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
      if (!isValidHostHeader(req.headers.host)) {
        // A port out of range, junk after an IPv6 literal, an over-long name: the client's
        // mistake, answered before anything builds a URL from it.
        res.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("Bad request");
        return;
      }
      const host = normalizeHost(req.headers.host);
      if (!host || !(await options.resolveHost(host))) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
      if (await panelSession.serve(req, res, host, pathname)) return;
      if (req.method === "GET" || req.method === "HEAD") {
        if (pathname.startsWith("/storage/")) {
          const owner = STORAGE_KEY.exec(pathname)?.[1];
          if (owner === host && (await sendStored(req, res, pathname.slice(9)))) return;
          res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
          return;
        }
        if (sendBuildFile(pathname, res, options.buildInfo())) return;
        // Built files all have an extension; page paths skip the file-system lookup.
        if (options.clientDir && HAS_EXTENSION.test(pathname)) {
          const immutable = pathname.startsWith("/assets/");
          if (await sendFile(req, res, options.clientDir, pathname, { immutable })) return;
        }
      }
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
      await reactRouter(request, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Server error.");
    }
  }
}
