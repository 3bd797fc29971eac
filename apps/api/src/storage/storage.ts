import type { Readable } from "node:stream";

/**
 * Where media files live. Keys are relative, slash-separated paths such as
 * `domains/localhost/library/<hashed>.webp`; the web server serves them under `/storage/<key>`
 * (the local driver's files straight from disk, other drivers through `read`). Two drivers
 * implement this interface: local disk (`local.ts`) and an S3-compatible bucket (`s3.ts`,
 * contract.md "S3_* settings"); `createStorage` chooses - nothing else in the API knows which
 * driver runs.
 */
export interface Storage {
  /** Writes the whole object, replacing an existing one atomically. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * The object as a stream with its size and entity tag, for serving it without holding it in
   * memory; null when there is none. `ifNoneMatch` equal to the object's ETag answers
   * `notModified` without a body; `metadataOnly` (HEAD requests) never opens the body.
   * Optional: the site reads drivers without it through `get`.
   */
  read?(key: string, options?: ReadOptions): Promise<StoredObject | null>;
}

export type ReadOptions = { ifNoneMatch?: string; metadataOnly?: boolean };

export type StoredObject = {
  size: number;
  /** Quoted entity tag as the store gives it, or undefined. */
  etag: string | undefined;
  notModified: boolean;
  /** Null for `metadataOnly` and `notModified`. */
  body: Readable | null;
};

/** Keys are content-hashed and never rewritten, so a cache may keep an object for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Refuses anything that is not a plain relative key: absolute paths, backslashes, empty
 * segments, `.` / `..`, and characters outside a conservative set. Throws, because a bad key is
 * always a programming error (keys are built by the API, never taken from a request).
 */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** The same test as a yes/no, for keys that come from a request path (404, not an error). */
export function isStorageKey(key: string): boolean {
  const segments = key.split("/");
  return (
    key.length > 0 &&
    key.length <= 512 &&
    segments.every((s) => SEGMENT.test(s) && s !== "." && s !== ".." && !s.includes(".."))
  );
}
