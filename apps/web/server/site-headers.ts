import type http from "node:http";
import { REQUEST_ID_HEADER } from "@fooddir/api";

/** Headers every answer on a site host carries (a stored page has them in its variants). */
export const SITE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
});

/**
 * The request's id to answer with: `trackRequest` put it in the request's own header (a plain
 * token, the balancer's or a new one). Undefined when nothing tracks the request (unit tests).
 */
export function answerRequestId(req: http.IncomingMessage): string | undefined {
  const id = req.headers[REQUEST_ID_HEADER];
  return typeof id === "string" ? id : undefined;
}

/** The site headers and the request id, set on an answer that is not a stored page. */
export function setSiteHeaders(req: http.IncomingMessage, res: http.ServerResponse) {
  for (const [name, value] of Object.entries(SITE_HEADERS)) res.setHeader(name, value);
  const id = answerRequestId(req);
  if (id) res.setHeader(REQUEST_ID_HEADER, id);
}
