import type http from "node:http";
import compression from "compression";

/**
 * Compresses what a render streams to one visitor (a panel or sign-in page, a signed-in
 * visitor's page, a router data request): brotli at quality 4 or gzip, whichever the client
 * accepts, for compressible types over 1 KB, `Vary: Accept-Encoding` added (the `compression`
 * package, as Express apps use it). React flushes each streamed chunk through it. Stored pages
 * are compressed once when stored instead (page-cache.ts), built assets at build time
 * (precompress.ts). Issue 40: the sign-in page's HTML was 27 KB on the wire, 7 KB now.
 */
const middleware = compression();

export function compressResponse(req: http.IncomingMessage, res: http.ServerResponse) {
  // The middleware only patches `res` and calls next at once; Express types aside, it takes
  // Node's own request and response.
  middleware(req as never, res as never, () => {});
}
