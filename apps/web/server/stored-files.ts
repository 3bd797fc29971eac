import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import {
  IMMUTABLE_CACHE_CONTROL,
  isStorageKey,
  mediaContentType,
  type Storage,
} from "@fooddir/api";

/** One strong or weak entity tag, as a browser sends back the one it was given. */
const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e]{1,200}"$/;

/**
 * Sends the object stored under `key` through a storage driver (the S3 bucket; the local driver
 * is served from disk by sendFile instead): content type from the extension, a year of
 * immutable caching (keys are content-hashed), the store's ETag with 304 for a matching
 * If-None-Match, no body for HEAD. Drivers with `read` stream the object; others are read
 * whole. False when there is no such object (or the key is not a storage key), so the caller
 * answers 404; a failing store throws, so the caller answers 500, never 404.
 */
export async function sendStoredObject(
  req: IncomingMessage,
  res: ServerResponse,
  storage: Storage,
  key: string,
): Promise<boolean> {
  if (!isStorageKey(key)) return false;
  const head = req.method === "HEAD";
  const headers = {
    "Content-Type": mediaContentType(key),
    "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  };
  if (!storage.read) {
    const bytes = await storage.get(key);
    if (!bytes) return false;
    res.writeHead(200, { ...headers, "Content-Length": bytes.length });
    res.end(head ? undefined : bytes);
    return true;
  }
  const sent = req.headers["if-none-match"];
  const ifNoneMatch = sent && ENTITY_TAG.test(sent) ? sent : undefined;
  const object = await storage.read(key, { ifNoneMatch, metadataOnly: head });
  if (!object) return false;
  const etag = object.etag ? { ETag: object.etag } : {};
  if (object.notModified) {
    res.writeHead(304, { "Cache-Control": IMMUTABLE_CACHE_CONTROL, ...etag }).end();
    return true;
  }
  res.writeHead(200, { ...headers, ...etag, "Content-Length": object.size });
  if (!object.body) {
    res.end();
    return true;
  }
  // A client that goes away mid-file ends the pipeline; the bucket connection is released.
  await pipeline(object.body, res).catch(() => object.body?.destroy());
  return true;
}
