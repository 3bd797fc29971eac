import http from "node:http";
import {
  buildApp,
  type ChangeBus,
  type Config,
  changesPublicData,
  createAttemptStore,
  createChangeBus,
  createImageVariants,
  createLoadLimits,
  createLocalStorage,
  createPgBus,
  type Database,
  isApiHost,
} from "@fooddir/api";
import type { ServerBuild } from "react-router";
import { httpApiCaller, inProcessApiCaller, proxyToApi } from "./api-callers.ts";
import { createRemoteHostResolver } from "./host-resolver.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import type { BuildInfo } from "./release.ts";
import { createSiteListener, type SiteListenerOptions } from "./site-listener.ts";

export type WebBuild = Pick<
  SiteListenerOptions,
  "getBuild" | "mode" | "buildInfo" | "clientDir" | "viteMiddleware"
> & { getBuild: () => Promise<ServerBuild>; buildInfo: () => BuildInfo };

type Log = (message: string) => void;

/**
 * Variants are written where the site serves /storage from (the local disk driver over
 * storageDir), so the file made is the file sent next.
 */
function imageVariantsOf(config: Config, storageDir: string) {
  return createImageVariants({
    storage: createLocalStorage(storageDir),
    maxPixels: config.media.maxPixels,
  });
}

function pageCacheOf(config: Config): PageCache | null {
  return config.pageCache ? createPageCache({ maxBytes: config.pageCacheMb * 1024 * 1024 }) : null;
}

/**
 * Every change event that may touch public data drops the cached pages of its domain (null: of
 * every domain); a form submission, say, drops nothing.
 */
function dropPagesOnChange(changes: ChangeBus, cache: PageCache | null) {
  if (!cache) return () => {};
  return changes.subscribe((event) => {
    if (changesPublicData(event)) cache.invalidate(event.domain_id);
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
}) {
  const { config, database, web } = options;
  const changes = createChangeBus(database, config.databaseUrl);
  const pageCache = pageCacheOf(config);
  const { api: apiLimit, renders: renderLimit } = createLoadLimits(config.loadLimits);
  let site: http.RequestListener | undefined;
  const app = await buildApp({
    db: database.db,
    config,
    changes,
    attempts: createAttemptStore(database),
    loadLimit: apiLimit,
    serverFactory: (apiHandler) =>
      http.createServer((req, res) =>
        isApiHost(req.headers.host) ? apiHandler(req, res) : site?.(req, res),
      ),
  });
  dropPagesOnChange(changes, pageCache);
  site = createSiteListener({
    ...web,
    resolveHost: async (host) => Boolean(await app.deps.domains.byHost(host)),
    apiCaller: inProcessApiCaller(app),
    storageDir: options.storageDir,
    imageVariants: imageVariantsOf(config, options.storageDir),
    pageCache,
    renderLimit,
    renderDeadlineMs: config.renderDeadlineMs,
  });
  return {
    app,
    pageCache,
    changes,
    apiLimit,
    renderLimit,
    async close() {
      await app.close();
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
  const changes = config.databaseUrl ? createPgBus({ databaseUrl: config.databaseUrl }) : null;
  const pageCache = changes ? pageCacheOf(config) : null;
  if (!changes && config.pageCache) {
    log("page cache off: two processes share change events only through PostgreSQL");
  }
  if (changes) dropPagesOnChange(changes, pageCache);
  const apiCaller = httpApiCaller(config.apiInternalUrl);
  const hosts = createRemoteHostResolver(apiCaller);
  changes?.subscribe((event) => {
    if (event.domain_id === null || event.topics.includes("domains")) hosts.forget();
  });
  const site = createSiteListener({
    ...web,
    resolveHost: hosts.resolve,
    apiCaller,
    storageDir: options.storageDir,
    imageVariants: imageVariantsOf(config, options.storageDir),
    pageCache,
    renderLimit: createLoadLimits(config.loadLimits).renders,
    renderDeadlineMs: config.renderDeadlineMs,
  });
  const proxy = proxyToApi(config.apiInternalUrl);
  const server = http.createServer((req, res) =>
    isApiHost(req.headers.host) ? proxy(req, res) : site(req, res),
  );
  return {
    server,
    pageCache,
    ready: changes ? changes.ready : Promise.resolve(),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await changes?.close();
    },
  };
}
