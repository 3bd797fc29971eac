import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pickEncoding } from "./page-cache.ts";
import { COMPRESSIBLE, PRECOMPRESSED_SUFFIX } from "./precompressed.ts";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/**
 * Sends `root/relativePath` when it is a file inside root; returns false otherwise so the caller
 * can fall through. `immutable` is for content-hashed names (build assets, media).
 * `precompressed`: the build wrote `.br` and `.gz` copies of text files (precompress.ts);
 * the one the client accepts best is sent, with `Vary: Accept-Encoding`.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  relativePath: string,
  options: { immutable: boolean; precompressed?: boolean },
): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return false;
  }
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep) || decoded.includes("\0")) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const type = TYPES[path.extname(file).toLowerCase()];
  let sent = { file, size: info.size };
  if (options.precompressed && COMPRESSIBLE.test(file)) {
    res.setHeader("Vary", "Accept-Encoding");
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    if (encoding !== "identity") {
      const copy = `${file}${PRECOMPRESSED_SUFFIX[encoding]}`;
      const copyInfo = await stat(copy).catch(() => null);
      if (copyInfo?.isFile()) {
        res.setHeader("Content-Encoding", encoding);
        sent = { file: copy, size: copyInfo.size };
      }
    }
  }
  res.setHeader("Content-Type", type ?? "application/octet-stream");
  res.setHeader("Content-Length", sent.size);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader(
    "Cache-Control",
    options.immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
  );
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  createReadStream(sent.file).pipe(res);
  return true;
}
