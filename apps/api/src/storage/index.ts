import path from "node:path";
import type { Config } from "../config.ts";
import { createLocalStorage } from "./local.ts";
import type { Storage } from "./storage.ts";

export { createLocalStorage } from "./local.ts";
export { assertStorageKey, type Storage } from "./storage.ts";

/** Local disk root of the default driver; apps/web/server serves it under /storage. */
export function storageRoot(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "storage");
}

/**
 * The media storage of the configured deployment. Only the local disk driver exists today;
 * the S3-compatible driver of contract.md is a later issue and is added here (choosing on its
 * S3_* settings) without changes elsewhere.
 */
export function createStorage(config: Pick<Config, "dataDir">): Storage {
  return createLocalStorage(storageRoot(config));
}
