import type http from "node:http";
import { IMAGE_VARIANT_KEY } from "@fooddir/contract";
import { sendBuildFile } from "./release.ts";
import type { SiteListenerOptions } from "./site-listener.ts";
import { sendFile } from "./static-files.ts";
import { sendStoredObject } from "./stored-files.ts";

/** A last path segment with a dot: the only paths that can name a built file. */
const HAS_EXTENSION = /\.[^/]*$/;

/** `/storage/domains/<host>/...` belongs to <host>: no domain's files are served on another. */
const STORAGE_KEY = /^\/storage\/domains\/([^/]+)\//;

/**
 * A GET or HEAD of a file: the host's own media under /storage (any other: 404), a release
 * file, or a built asset. False when the path names none (a page).
 */
export async function serveFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  host: string,
  pathname: string,
  options: SiteListenerOptions,
): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (pathname.startsWith("/storage/")) {
    const owner = STORAGE_KEY.exec(pathname)?.[1];
    if (owner === host && (await sendStored(req, res, pathname.slice(9), options))) return true;
    res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return true;
  }
  if (sendBuildFile(pathname, res, options.buildInfo())) return true;
  // Built files all have an extension; page paths skip the file-system lookup.
  if (options.clientDir && HAS_EXTENSION.test(pathname)) {
    const immutable = pathname.startsWith("/assets/");
    const sent = await sendFile(req, res, options.clientDir, pathname, {
      immutable,
      precompressed: true,
    });
    if (sent) return true;
  }
  return false;
}

/**
 * A stored file by its key. A variant is made the first time it is asked for (never by a
 * foreign host: the caller checked the owner) and then served from its file like any other.
 */
async function sendStored(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  key: string,
  options: SiteListenerOptions,
) {
  const send = () =>
    options.storage
      ? sendStoredObject(req, res, options.storage, key)
      : sendFile(req, res, options.storageDir, key, { immutable: true });
  if (await send()) return true;
  if (!options.imageVariants || !IMAGE_VARIANT_KEY.test(key)) return false;
  return (await options.imageVariants.ensure(key)) && (await send());
}
