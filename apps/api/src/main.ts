import http from "node:http";
import { buildApp } from "./app.ts";
import { createAttemptStore } from "./auth/attempt-store.ts";
import { createChangeBus } from "./changes/index.ts";
import { loadConfigOrExit } from "./config.ts";
import { addAcceptors, assertPortFree, listenOptions } from "./http/acceptors.ts";
import { createLoadLimits } from "./http/load-limit.ts";
import { boundSlowClients } from "./http/server-timeouts.ts";
import { onShutdown } from "./http/shutdown.ts";
import { changesCheck, createHealth, databaseCheck } from "./ops/health.ts";
import { createMetrics } from "./ops/metrics.ts";
import { createOpsHandler, trackRequest } from "./ops/ops-handler.ts";
import { bootstrapDatabase } from "./setup/bootstrap.ts";

/**
 * The API as its own process (npm run start:api), behind a proxy that sends it api.* hosts. On
 * PostgreSQL its change events reach the web processes through LISTEN/NOTIFY. /healthz,
 * /readyz and /metrics answer on any host.
 */
const config = loadConfigOrExit();
// Before the database opens: a second server on this port must not open it too.
await assertPortFree(config.apiPort, config.host);
const database = await bootstrapDatabase(config);
const metrics = createMetrics();
const changes = createChangeBus(database, config.databaseUrl, {
  onLag: (seconds) => metrics.observeEventLag(seconds),
});
const health = createHealth({ database: databaseCheck(database), changes: changesCheck(changes) });
const ops = createOpsHandler({ health, metrics, metricsToken: config.metricsToken });
const attempts = createAttemptStore(database);
const loadLimit = createLoadLimits(config.loadLimits).api;
metrics.watchLoadLimit("api", loadLimit);
const app = await buildApp({
  db: database.db,
  config,
  changes,
  attempts,
  loadLimit,
  metrics,
  serverFactory: (handler) =>
    boundSlowClients(
      http.createServer((req, res) => {
        if (ops(req, res)) return;
        trackRequest(req, res, "api", { metrics });
        handler(req, res);
      }),
    ),
});
await app.listen(listenOptions(config.apiPort, config.host));
const stopAcceptors = await addAcceptors(app.server);
onShutdown(async () => {
  health.drain();
  await Promise.all([stopAcceptors(), app.close()]);
  await changes.close();
  await database.close();
});
