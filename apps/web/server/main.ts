import { statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { bootstrapDatabase, buildApp, isApiHost, loadConfig, onShutdown } from "@fooddir/api";
import { createRequestListener } from "@react-router/node";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import { httpApiCaller, inProcessApiCaller, proxyToApi } from "./api-callers.ts";
import { type BuildInfo, sendBuildFile } from "./release.ts";
import { sendFile } from "./static-files.ts";

/**
 * The one listener (contract.md "Hosts"): requests for `api.<host>` go to Fastify, every other
 * host to the React Router app. `--web-only` runs the site alone and forwards api.* hosts to
 * API_INTERNAL_URL (the API then runs as `npm run start:api`); `--dev` uses Vite's dev server.
 */
const webOnly = process.argv.includes("--web-only");
const dev = process.argv.includes("--dev");
const config = loadConfig();
const host = process.env.HOST ?? "0.0.0.0";
const webRoot = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(webRoot, "build/client");
const storageDir = path.join(config.dataDir, "storage");

type ApiCallerKey = RouterContext<ApiCaller>;

const log = (msg: string) => console.log(`[server] ${msg}`);
const startedAt = Date.now();
let viteClose: (() => Promise<void>) | undefined;

const { getBuild, viteMiddleware, buildInfo } = await loadWebBuild();

function siteHandler(apiCaller: ApiCaller): http.RequestListener {
  const reactRouter = createRequestListener({
    build: getBuild,
    mode: dev ? "development" : "production",
    // The provider class must be this process's react-router (the request handler checks it);
    // the key comes from the app build, where the loaders read it.
    getLoadContext: async () => {
      const build = await getBuild();
      const key = (build.entry.module as { apiCallerContext?: ApiCallerKey }).apiCallerContext;
      if (!key) throw new Error("app/entry.server.tsx must export apiCallerContext");
      const context = new RouterContextProvider();
      context.set(key, apiCaller);
      return context;
    },
  });
  return async (req, res) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    const pathname = (req.url ?? "/").split("?")[0];
    try {
      if (req.method === "GET" || req.method === "HEAD") {
        if (pathname.startsWith("/storage/")) {
          if (await sendFile(req, res, storageDir, pathname.slice(9), { immutable: true })) return;
          res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
          return;
        }
        if (sendBuildFile(pathname, res, buildInfo())) return;
        if (!dev && pathname !== "/") {
          const immutable = pathname.startsWith("/assets/");
          if (await sendFile(req, res, clientDir, pathname, { immutable })) return;
        }
      }
      if (viteMiddleware) {
        viteMiddleware(req, res, () => reactRouter(req, res));
        return;
      }
      await reactRouter(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Server error.");
    }
  };
}

if (webOnly) {
  const apiBase = process.env.API_INTERNAL_URL ?? "http://127.0.0.1:3001";
  const site = siteHandler(httpApiCaller(apiBase));
  const proxy = proxyToApi(apiBase);
  const server = http.createServer((req, res) =>
    isApiHost(req.headers.host) ? proxy(req, res) : site(req, res),
  );
  server.listen(config.port, host, () =>
    log(
      `web on http://localhost:${config.port} (API at ${apiBase}) in ${Date.now() - startedAt} ms`,
    ),
  );
  onShutdown(() => new Promise<void>((resolve) => server.close(() => resolve())), log);
} else {
  const database = await bootstrapDatabase(config, log);
  let site: http.RequestListener | undefined;
  const app = await buildApp({
    db: database.db,
    config,
    serverFactory: (apiHandler) =>
      http.createServer((req, res) =>
        isApiHost(req.headers.host) ? apiHandler(req, res) : site!(req, res),
      ),
  });
  site = siteHandler(inProcessApiCaller(app));
  await app.listen({ port: config.port, host });
  log(
    `ready on http://localhost:${config.port} (API on http://api.localhost:${config.port}) in ${Date.now() - startedAt} ms`,
  );
  onShutdown(async () => {
    await app.close();
    await viteClose?.();
    await database.close();
  }, log);
}

async function loadWebBuild(): Promise<{
  getBuild: () => Promise<ServerBuild>;
  viteMiddleware?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  buildInfo: () => BuildInfo;
}> {
  if (dev) {
    const vite = await import("vite");
    const server = await vite.createServer({ root: webRoot, server: { middlewareMode: true } });
    viteClose = () => server.close();
    return {
      getBuild: () =>
        server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      viteMiddleware: server.middlewares,
      buildInfo: () => ({ id: "dev", timestamp: startedAt }),
    };
  }
  const serverEntry = path.join(webRoot, "build/server/index.js");
  let build: ServerBuild;
  try {
    build = (await import(serverEntry)) as ServerBuild;
  } catch (error) {
    console.error(`Cannot load ${serverEntry}. Run "npm run build" first.`);
    throw error;
  }
  const info = { id: build.assets.version, timestamp: Math.floor(statSync(serverEntry).mtimeMs) };
  return { getBuild: async () => build, buildInfo: () => info };
}
