import type http from "node:http";
import { notePageCacheResult, REQUEST_ID_HEADER } from "@fooddir/api";
import { matchesEtag, type PageEntry, pickEncoding, variantOf } from "./page-cache.ts";
import type { Rendered } from "./render-page.ts";
import { headersAt, sharedCacheHeaders } from "./shared-cache-headers.ts";
import { answerRequestId } from "./site-headers.ts";

/**
 * A stored page in the representation the client accepts, or 304 when its validator matches.
 * A page kept until a write carries its shared-cache headers already (stored with it); one that
 * time changes gets them from the time left.
 */
export function sendEntry(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  entry: PageEntry,
  state: "hit" | "miss",
  edgeTtl: number,
  now: number,
) {
  const variant = variantOf(entry, pickEncoding(req.headers["accept-encoding"]));
  const id = answerRequestId(req);
  notePageCacheResult(res, state);
  if (matchesEtag(req.headers["if-none-match"], entry)) {
    const { "content-type": _, ...headers } = entry.headers;
    res.writeHead(304, {
      ...headers,
      ...(entry.expiresAt === null ? undefined : sharedCacheHeaders(entry, edgeTtl, now)),
      vary: "Accept-Encoding",
      etag: variant.etag,
      "x-page-cache": state,
      ...(id ? { [REQUEST_ID_HEADER]: id } : {}),
    });
    res.end();
    return;
  }
  // One object, no header set before: writeHead then skips a setHeader per header (issue 26).
  const headers: http.OutgoingHttpHeaders = { ...headersAt(entry, variant, edgeTtl, now) };
  if (state !== "hit") headers["x-page-cache"] = state;
  if (id) headers[REQUEST_ID_HEADER] = id;
  res.writeHead(entry.status, headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/**
 * A rendered page that was not stored (an error, a cookie, a write during the render), sent to
 * this visitor alone: no shared cache keeps it.
 */
export function sendUnstored(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  rendered: Rendered,
) {
  res.statusCode = rendered.status;
  for (const [name, value] of Object.entries(rendered.headers)) res.setHeader(name, value);
  res.setHeader("cache-control", rendered.setCookies.length > 0 ? "private, no-store" : "no-store");
  if (rendered.setCookies.length > 0) res.setHeader("set-cookie", rendered.setCookies);
  res.setHeader("x-page-cache", "bypass");
  notePageCacheResult(res, "bypass");
  res.setHeader("content-length", rendered.body.length);
  res.end(req.method === "HEAD" ? undefined : rendered.body);
}
