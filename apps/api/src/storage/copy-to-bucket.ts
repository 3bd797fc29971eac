import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";
import { mediaContentType } from "./content-type.ts";
import { storageRoot } from "./index.ts";
import type { S3Storage } from "./s3.ts";
import { assertStorageKey } from "./storage.ts";

/** Uploads at a time: enough to hide request latency, few enough not to flood a small store. */
const CONCURRENCY = 8;

export type CopyResult = {
  copied: number;
  skipped: number;
  failed: { key: string; error: string }[];
};

/**
 * Copies every file under the local storage root into the bucket under the same key
 * (`npm run media:migrate`). A key already in the bucket with the same size is skipped (keys are
 * content-hashed, so same name and size is the same file), which makes a second run after a
 * partial one cheap. Leftover `.tmp` files of interrupted local writes are not media and are
 * left out. Failures are collected, never thrown, so one bad file does not stop the rest.
 */
export async function copyLocalMediaToBucket(
  config: Pick<Config, "dataDir">,
  storage: Pick<S3Storage, "put" | "size">,
): Promise<CopyResult> {
  const root = storageRoot(config);
  const result: CopyResult = { copied: 0, skipped: 0, failed: [] };
  const keys = await listLocalKeys(root);
  let next = 0;

  async function copyOne(key: string) {
    try {
      assertStorageKey(key);
      const file = path.join(root, ...key.split("/"));
      const size = (await stat(file)).size;
      if ((await storage.size(key)) === size) {
        result.skipped++;
        return;
      }
      await storage.put(key, await readFile(file), mediaContentType(key));
      result.copied++;
    } catch (error) {
      result.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
  }

  const worker = async () => {
    while (next < keys.length) await copyOne(keys[next++]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}

/** Slash-separated keys of the files under root, sorted; none when root does not exist. */
export async function listLocalKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join("/"))
    .sort();
}
