import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { type Storage, storedResponse } from "@fooddir/api";

/**
 * Sends the object stored under `key` through a storage driver (the S3 bucket; the local driver
 * is served from disk by sendFile instead), as `storedResponse` describes it. False when there
 * is no such object (or the key is not a storage key), so the caller answers 404; a failing
 * store throws, so the caller answers 500, never 404.
 */
export async function sendStoredObject(
  req: IncomingMessage,
  res: ServerResponse,
  storage: Storage,
  key: string,
): Promise<boolean> {
  const response = await storedResponse(storage, key, {
    method: req.method,
    ifNoneMatch: req.headers["if-none-match"],
  });
  if (!response) return false;
  res.writeHead(response.status, response.headers);
  const { body } = response;
  if (!body || Buffer.isBuffer(body)) {
    res.end(body ?? undefined);
    return true;
  }
  // A client that goes away mid-file ends the pipeline; the bucket connection is released.
  await pipeline(body, res).catch(() => body.destroy());
  return true;
}
