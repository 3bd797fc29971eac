import http from "node:http";
import {
  boundSlowClients,
  buildApp,
  type ChangeBus,
  type Config,
  changesCheck,
  changesPublicData,
  createAttemptStore,
  createChangeBus,
  createHealth,
  createImageVariants,
  createLoadLimits,
  createLocalStorage,
  createMetrics,
  createOpsHandler,
  createPgBus,
  createStorage,
  type Database,
  databaseCheck,
  hitSampler,
  isApiHost,
  type Metrics,
  type Storage,
  trackRequest,
} from "@fooddir/api";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { signInStepKey } from "../app/lib/auth/sign-in-step.server.ts";
import { httpApiCaller, injectCall, inProcessApiCaller, proxyToApi } from "./api-callers.ts";
import { siteOriginsSource } from "./csp.ts";
import { createFragmentStore, type ServerFragmentStore } from "./fragment-store.ts";
import { createRemoteHostResolver } from "./host-resolver.ts";
import { publicPortOf } from "./page-bounds.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import type { BuildInfo } from "./release.ts";
import { createRenderThreads } from "./render-threads.ts";
import { createSiteListener, type SiteListenerOptions } from "./site-listener.ts";

export type WebBuild = Pick<
  SiteListenerOptions,
  "getBuild" | "mode" | "buildInfo" | "clientDir" | "viteMiddleware"
> & {
  getBuild: () => Promise<ServerBuild>;
  buildInfo: () => BuildInfo;
  /** The built server entry, which render threads load (production only). */
  serverEntry?: string;
};

type Log = (message: string) => void;

/**
 * Where the site serves /storage from: with S3_BUCKET the bucket, streamed through its driver;
 * else the local files under storageDir, sent straight from disk. Variants are written to the
 * same place, so the file made is the file sent next.
 */
function storageOptionsOf(
  config: Config,
  storageDir: string,
  /** The API's driver when it runs in this process: one bucket client, not two. */
  shared?: Storage,
): Pick<
  SiteListenerOptions,
  "storageDir" | "storage" | "imageVariants" | "mediaOrigin" | "siteImages"
> {
  const storage = config.s3 ? (shared ?? createStorage(config)) : undefined;
  const imageVariants = createImageVariants({
    storage: storage ?? createLocalStorage(storageDir),
    maxPixels: config.media.maxPixels,
  });
  const publicUrl = config.s3?.publicUrl;
  return {
    storageDir,
    storage,
    imageVariants,
    mediaOrigin: publicUrl ? new URL(publicUrl).origin : undefined,
    siteImages: siteOriginsSource(config.publicUrl),
  };
}

function pageCacheOf(config: Config, now?: () => number): PageCache | null {
  return config.pageCache
    ? createPageCache({ maxBytes: config.pageCacheMb * 1024 * 1024, now })
    : null;
}

/**
 * Every change event that may touch public data drops the cached pages of its domain (null: of
 * every domain) and the stored blocks (fragment-store.ts); a form submission, say, drops nothing.
 */
function dropPagesOnChange(
  changes: ChangeBus,
  cache: PageCache | null,
  fragments: ServerFragmentStore,
) {
  return changes.subscribe((event) => {
    if (!changesPublicData(event)) return;
    cache?.invalidate(event.domain_id);
    // The blocks' keys are their inputs (never stale); the versions a write replaced go too.
    fragments.clear();
  });
}

/**
 * One process: one http.Server for site hosts and `api.<host>` (Fastify owns the server through
 * its serverFactory); loaders call Fastify in memory; writes drop cached pages at once.
 */
export async function createOneProcessServer(options: {
  config: Config;
  database: Database;
  web: WebBuild;
  storageDir: string;
  /** One clock for the API, the loaders and the page cache's expiries (tests move it). */
  clock?: () => number;
}) {
  const { config, database, web, clock } = options;
  const metrics = createMetrics();
  const changes = createChangeBus(database, config.databaseUrl, {
    onLag: (seconds) => metrics.observeEventLag(seconds),
  });
  const pageCache = pageCacheOf(config, clock);
  const { api: apiLimit, renders: renderLimit } = createLoadLimits(config.loadLimits);
  metrics.watchLoadLimit("api", apiLimit);
  metrics.watchLoadLimit("render", renderLimit);
  const health = createHealth({
    database: databaseCheck(database),
    changes: changesCheck(changes),
  });
  const ops = createOpsHandler({ health, metrics, metricsToken: config.metricsToken });
  let site: http.RequestListener | undefined;
  const hits = hitSampler(config.logHitSample);
  const app = await buildApp({
    db: database.db,
    config,
    logStream: config.logLevel === "silent" ? undefined : bufferedStdout(),
    changes,
    attempts: createAttemptStore(database),
    loadLimit: apiLimit,
    clock,
    metrics,
    serverFactory: (apiHandler) =>
      boundSlowClients(
        http.createServer((req, res) => {
          if (ops(req, res)) return;
          if (isApiHost(req.headers.host)) {
            trackRequest(req, res, "api", { metrics });
            apiHandler(req, res);
            return;
          }
          trackRequest(req, res, "site", { metrics, log: app.log, hits });
          site?.(req, res);
        }),
      ),
  });
  const fragments = createFragmentStore();
  dropPagesOnChange(changes, pageCache, fragments);
  // Render threads need the built app, and a clock a test injects stays on this thread.
  const threads =
    config.renderThreads > 0 && web.serverEntry && !clock
      ? createRenderThreads({
          size: config.renderThreads,
          serverEntry: web.serverEntry,
          call: injectCall(app),
          subscribe: (listener) => changes.subscribe(listener),
          log: (message) => app.log.error(message),
        })
      : undefined;
  site = createSiteListener({
    ...web,
    resolveHost: async (host) => Boolean(await app.deps.domains.byHost(host)),
    apiCaller: inProcessApiCaller(app, app.deps.changes),
    signInKey: signInStepKey(config.appSecret),
    fragments,
    ...storageOptionsOf(config, options.storageDir, app.deps.storage),
    pageCache,
    renderLimit,
    renderDeadlineMs: config.renderDeadlineMs,
    edgeTtl: config.edgeTtl,
    publicPort: publicPortOf(config.publicUrl),
    clock,
    threads,
  });
  return {
    app,
    pageCache,
    fragments,
    threads,
    changes,
    apiLimit,
    renderLimit,
    health,
    metrics,
    /** Readiness fails at once (balancers stop sending), in-flight requests end, then close. */
    async close() {
      health.drain();
      await app.close();
      await threads?.close();
      await changes.close();
    },
  };
}

/**
 * The site alone (`--web-only`): api.* hosts are forwarded to API_INTERNAL_URL, loaders call it
 * over HTTP. The page cache needs the API's change events, which only PostgreSQL carries across
 * processes (LISTEN/NOTIFY): without DATABASE_URL the cache is off.
 */
export function createWebOnlyServer(options: {
  config: Config;
  web: WebBuild;
  storageDir: string;
  log: Log;
}) {
  const { config, web, log } = options;
  const metrics: Metrics = createMetrics();
  const changes = config.databaseUrl
    ? createPgBus({
        databaseUrl: config.databaseUrl,
        onLag: (seconds) => metrics.observeEventLag(seconds),
      })
    : null;
  const pageCache = changes ? pageCacheOf(config) : null;
  if (!changes && config.pageCache) {
    log("page cache off: two processes share change events only through PostgreSQL");
  }
  const fragments = createFragmentStore();
  if (changes) dropPagesOnChange(changes, pageCache, fragments);
  const apiCaller = httpApiCaller(config.apiInternalUrl);
  const hosts = createRemoteHostResolver(apiCaller);
  changes?.subscribe((event) => {
    if (event.domain_id === null || event.topics.includes("domains")) hosts.forget();
  });
  const renderLimit = createLoadLimits(config.loadLimits).renders;
  metrics.watchLoadLimit("render", renderLimit);
  const site = createSiteListener({
    ...web,
    resolveHost: hosts.resolve,
    apiCaller,
    signInKey: signInStepKey(config.appSecret),
    fragments,
    ...storageOptionsOf(config, options.storageDir),
    pageCache,
    renderLimit,
    renderDeadlineMs: config.renderDeadlineMs,
    edgeTtl: config.edgeTtl,
    publicPort: publicPortOf(config.publicUrl),
  });
  // Ready when the API process is: every page needs it.
  const health = createHealth({
    api: apiReadiness(config.apiInternalUrl),
    ...(changes ? { changes: changesCheck(changes) } : {}),
  });
  const ops = createOpsHandler({ health, metrics, metricsToken: config.metricsToken });
  const proxy = proxyToApi(config.apiInternalUrl);
  const requestLog = jsonLog(config.logLevel);
  const hits = hitSampler(config.logHitSample);
  const server = boundSlowClients(
    http.createServer((req, res) => {
      if (ops(req, res)) return;
      if (isApiHost(req.headers.host)) {
        proxy(req, res);
        return;
      }
      trackRequest(req, res, "site", { metrics, log: requestLog, hits });
      site(req, res);
    }),
  );
  return {
    server,
    pageCache,
    health,
    ready: changes ? changes.ready : Promise.resolve(),
    async close() {
      health.drain();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await changes?.close();
    },
  };
}

/** The API process answers its /readyz with 200 (its database is reachable and migrated). */
function apiReadiness(apiBaseUrl: string) {
  const url = new URL("/readyz", apiBaseUrl);
  return () =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(url, { timeout: 1500 }, (response) => {
        response.resume();
        if (response.statusCode === 200) resolve();
        else reject(new Error(`API /readyz answered ${response.statusCode}`));
      });
      request.on("timeout", () => request.destroy(new Error("API /readyz did not answer")));
      request.on("error", reject);
    });
}

/** The site's one-line JSON request log in the web-only process (the API process logs its own). */
function jsonLog(level: Config["logLevel"]) {
  return level === "silent" ? pino({ level }) : pino({ level }, bufferedStdout());
}

/**
 * Standard output for the request log, written in batches of 4 KiB and at least every second
 * rather than one write per request: one write per request cost a cached page about a fifth of
 * its throughput (issue 26). What is still buffered is written when the process exits.
 */
function bufferedStdout() {
  const out = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  let pending = false;
  setInterval(() => {
    if (!pending) return;
    pending = false;
    out.flush();
  }, 1000).unref();
  process.once("exit", () => {
    try {
      out.flushSync();
    } catch {
      // A write in progress at exit: its lines are lost, as an unflushed stdout would lose them.
    }
  });
  return {
    write(line: string) {
      pending = true;
      out.write(line);
    },
  };
}
