export { buildApp } from "./app.ts";
export { type Config, loadConfig } from "./config.ts";
export { bootstrapDatabase } from "./db/bootstrap.ts";
export { isApiHost, normalizeHost } from "./http/host.ts";
export { onShutdown } from "./http/shutdown.ts";
