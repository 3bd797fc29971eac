import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type Storage } from "./storage.ts";

/**
 * Files on local disk under `root` (dataDir/storage by default). Writes go to a temporary file
 * in the same directory and are renamed into place, so a reader never sees half a file and a
 * stored file is never modified in place.
 */
export function createLocalStorage(root: string): Storage & { root: string } {
  const resolve = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, key);
    // Belt and braces: the key check already rules out escaping the root.
    if (!file.startsWith(path.resolve(root) + path.sep)) {
      throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    }
    return file;
  };

  return {
    root,
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(resolve(key));
      } catch (error) {
        // A folder is no object (a bucket has none): missing, as in the S3 driver.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EISDIR") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
  };
}
