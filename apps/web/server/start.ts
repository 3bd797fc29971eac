import type http from "node:http";
import path from "node:path";
import {
  addAcceptors,
  assertPortFree,
  bootstrapDatabase,
  listenOptions,
  loadConfigOrExit,
  onShutdown,
} from "@fooddir/api";
import type { ServerBuild } from "react-router";
import { createOneProcessServer, createWebOnlyServer, type WebBuild } from "./servers.ts";
import { loadProductionBuild } from "./web-build.ts";

/**
 * The one listener (contract.md "Hosts"): requests for `api.<host>` go to Fastify, every other
 * host to the React Router app. `--web-only` runs the site alone and forwards api.* hosts to
 * API_INTERNAL_URL (the API then runs as `npm run start:api`); `--dev` uses Vite's dev server.
 */
const webOnly = process.argv.includes("--web-only");
const dev = process.argv.includes("--dev");
const config = loadConfigOrExit();
const webRoot = path.resolve(import.meta.dirname, "..");
const storageDir = path.join(config.dataDir, "storage");

const log = (msg: string) => console.log(`[server] ${msg}`);
const startedAt = Date.now();
let viteClose: (() => Promise<void>) | undefined;

const web = await loadWebBuild();

if (webOnly) {
  const site = createWebOnlyServer({ config, web, storageDir, log });
  await assertPortFree(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    site.server.once("error", reject);
    site.server.listen(listenOptions(config.port, config.host), () => resolve());
  });
  const stopAcceptors = await addAcceptors(site.server);
  log(
    `web on http://localhost:${config.port} (API at ${config.apiInternalUrl}) in ${Date.now() - startedAt} ms`,
  );
  onShutdown(async () => {
    await Promise.all([stopAcceptors(), site.close()]);
  }, log);
} else {
  // Before the database opens: a second server on this port must not open it too.
  await assertPortFree(config.port, config.host);
  const database = await bootstrapDatabase(config, log);
  const server = await createOneProcessServer({ config, database, web, storageDir });
  await server.app.listen(listenOptions(config.port, config.host));
  const stopAcceptors = await addAcceptors(server.app.server);
  log(
    `ready on http://localhost:${config.port} (API on http://api.localhost:${config.port}) in ${Date.now() - startedAt} ms`,
  );
  onShutdown(async () => {
    await Promise.all([stopAcceptors(), server.close()]);
    await viteClose?.();
    await database.close();
  }, log);
}

async function loadWebBuild(): Promise<WebBuild> {
  if (dev) {
    const vite = await import("vite");
    const server = await vite.createServer({ root: webRoot, server: { middlewareMode: true } });
    viteClose = () => server.close();
    return {
      mode: "development",
      getBuild: () =>
        server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      viteMiddleware: server.middlewares as (
        req: http.IncomingMessage,
        res: http.ServerResponse,
        next: () => void,
      ) => void,
      buildInfo: () => ({ id: "dev", timestamp: startedAt }),
    };
  }
  return loadProductionBuild(webRoot);
}
