import type { Readable } from "node:stream";
import { mediaContentType } from "./content-type.ts";
import { IMMUTABLE_CACHE_CONTROL, isStorageKey, type Storage } from "./storage.ts";

/** One strong or weak entity tag, as a browser sends back the one it was given. */
const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e]{1,200}"$/;

export type StoredResponse = {
  status: 200 | 304;
  headers: Record<string, string | number>;
  /** A stream (drivers with `read`), the whole object (others), or null (HEAD, 304). */
  body: Readable | Buffer | null;
};

/**
 * The answer for a stored object, for the site's /storage and the API host's: content type
 * from the extension, a year of immutable caching (keys are content-hashed), the store's ETag
 * with 304 for a matching If-None-Match, no body for HEAD. Drivers with `read` stream the
 * object, others are read whole. Null when there is no such object or the key is not a storage
 * key (the caller answers 404); a failing store throws (500, never a 404 that looks like a
 * deleted file).
 */
export async function storedResponse(
  storage: Storage,
  key: string,
  request: { method?: string; ifNoneMatch?: string | string[] },
): Promise<StoredResponse | null> {
  if (!isStorageKey(key)) return null;
  const head = request.method === "HEAD";
  const headers = {
    "Content-Type": mediaContentType(key),
    "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  };
  if (!storage.read) {
    const bytes = await storage.get(key);
    if (!bytes) return null;
    return {
      status: 200,
      headers: { ...headers, "Content-Length": bytes.length },
      body: head ? null : bytes,
    };
  }
  const sent = request.ifNoneMatch;
  const ifNoneMatch = typeof sent === "string" && ENTITY_TAG.test(sent) ? sent : undefined;
  const object = await storage.read(key, { ifNoneMatch, metadataOnly: head });
  if (!object) return null;
  const etag: Record<string, string> = object.etag ? { ETag: object.etag } : {};
  if (object.notModified) {
    object.body?.destroy();
    return {
      status: 304,
      headers: { "Cache-Control": IMMUTABLE_CACHE_CONTROL, ...etag },
      body: null,
    };
  }
  return {
    status: 200,
    headers: { ...headers, ...etag, "Content-Length": object.size },
    body: object.body,
  };
}
