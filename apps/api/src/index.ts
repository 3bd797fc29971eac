export { buildApp } from "./app.ts";
export { createAttemptStore } from "./auth/attempt-store.ts";
export { bearerToken } from "./auth/tokens.ts";
export {
  createEdgePurgeDriver,
  createEdgePurger,
  createVarnishDriver,
  type EdgePurgeDriver,
  type EdgePurger,
  withEdgePurge,
} from "./changes/edge-purge/index.ts";
export {
  type ChangeBus,
  type ChangeEvent,
  type ChangeTopic,
  changesPublicData,
  createChangeBus,
  createMemoryBus,
  createPgBus,
  domainKey,
  EDGE_KEY_ALL,
  edgeKeysOf,
  postKey,
  readsStops,
  stopsKey,
} from "./changes/index.ts";
export { type Config, ConfigError, loadConfig, loadConfigOrExit } from "./config.ts";
export { type Database, openDatabase } from "./db/client.ts";
export {
  createImageVariants,
  type ImageVariants,
} from "./features/media/image-variants.ts";
export { createSchedulerTick } from "./features/posts/scheduler.ts";
export { addAcceptors, assertPortFree, listenOptions } from "./http/acceptors.ts";
export { isApiHost, isValidHostHeader, normalizeHost } from "./http/host.ts";
export {
  createLoadLimits,
  isRead,
  type LoadLimit,
  RETRY_AFTER_SECONDS,
  requestHasBody,
} from "./http/load-limit.ts";
export { boundSlowClients } from "./http/server-timeouts.ts";
export { onShutdown } from "./http/shutdown.ts";
export { changesCheck, createHealth, databaseCheck, type Health } from "./ops/health.ts";
export { createMetrics, type Metrics } from "./ops/metrics.ts";
export {
  createOpsHandler,
  hitSampler,
  notePageCacheResult,
  type PageCacheResult,
  REQUEST_ID_HEADER,
  requestIdOf,
  trackRequest,
} from "./ops/ops-handler.ts";
export { bootstrapDatabase } from "./setup/bootstrap.ts";
export { mediaContentType } from "./storage/content-type.ts";
export {
  assertStorageKey,
  createLocalStorage,
  createStorage,
  IMMUTABLE_CACHE_CONTROL,
  isStorageKey,
  type Storage,
  type StoredObject,
} from "./storage/index.ts";
export { type StoredResponse, storedResponse } from "./storage/stored-response.ts";
