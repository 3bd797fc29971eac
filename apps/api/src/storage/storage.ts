/**
 * Where media files live. Keys are relative, slash-separated paths such as
 * `domains/localhost/library/<hashed>.webp`; the web server serves the local driver's files
 * under `/storage/<key>`. The local disk driver is the only one today; an S3-compatible driver
 * (contract.md "S3_* settings") implements this same interface and is chosen in
 * `createStorage` - nothing else in the API knows which driver runs.
 */
export interface Storage {
  /** Writes the whole object, replacing an existing one atomically. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Refuses anything that is not a plain relative key: absolute paths, backslashes, empty
 * segments, `.` / `..`, and characters outside a conservative set. Throws, because a bad key is
 * always a programming error (keys are built by the API, never taken from a request).
 */
export function assertStorageKey(key: string): void {
  const segments = key.split("/");
  const ok =
    key.length > 0 &&
    key.length <= 512 &&
    segments.every((s) => SEGMENT.test(s) && s !== "." && s !== ".." && !s.includes(".."));
  if (!ok) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
