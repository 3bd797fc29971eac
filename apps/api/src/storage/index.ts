import path from "node:path";
import type { Config } from "../config.ts";
import { createLocalStorage } from "./local.ts";
import { createS3Storage } from "./s3.ts";
import type { Storage } from "./storage.ts";

export { createLocalStorage } from "./local.ts";
export { createS3Storage, IMMUTABLE_CACHE_CONTROL, type S3Storage } from "./s3.ts";
export { assertStorageKey, type Storage, type StoredObject } from "./storage.ts";

/**
 * Local disk root of the default driver; apps/web/server serves it under /storage. With S3 it
 * is only where `npm run media:migrate` copies from.
 */
export function storageRoot(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "storage");
}

/**
 * The media storage of the configured deployment: the S3-compatible bucket when S3_BUCKET is
 * set (`config.s3`), else local disk under dataDir/storage. Every instance of a scaled-out
 * deployment must use the bucket, since local files exist on one machine only.
 */
export function createStorage(config: Pick<Config, "dataDir" | "s3">): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(storageRoot(config));
}
