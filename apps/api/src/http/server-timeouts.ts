import type http from "node:http";

/** A request's headers must all arrive within this (Node's default: 60 s). */
export const HEADERS_TIMEOUT_MS = 20_000;
/**
 * A whole request, body included, must arrive within this: Node's default, said here on
 * purpose. An upload of ten images at the size limit on a slow line needs minutes, and a slow
 * body holds no slot of the load limit (load-limit.ts), only its connection.
 */
export const REQUEST_TIMEOUT_MS = 300_000;

/**
 * The bounds every listening http.Server of ours gets, whoever made it (Fastify's serverFactory
 * leaves the server's own settings alone): a client that sends its headers a byte at a time is
 * dropped after HEADERS_TIMEOUT_MS, one that never finishes its body after REQUEST_TIMEOUT_MS.
 */
export function boundSlowClients<T extends http.Server>(server: T): T {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  return server;
}
