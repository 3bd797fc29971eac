import type http from "node:http";
import { Readable } from "node:stream";
import { requestHasBody } from "@fooddir/api";

/** The largest form the site takes (its forms are text; the API refuses JSON above 1 MiB too). */
export const FORM_BODY_MAX_BYTES = 1024 * 1024;
/** How long a form's body may take to arrive once its headers are in. */
export const BODY_TIMEOUT_MS = 10_000;

/**
 * The request with its body read in full, before it takes a render slot (issue 37): a client
 * that sends its body a byte at a time must hold a connection for at most `timeoutMs`, never a
 * slot. A request without a body is handed on as it is; one with a body as a stand-in that
 * replays the bytes read (React Router reads the body from it as from the socket). Null when
 * this answered instead: 413 for a body over `maxBytes`, 408 for one that did not arrive in
 * `timeoutMs` (both close the connection), nothing when the client went away.
 */
export async function withBodyRead(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: { maxBytes?: number; timeoutMs?: number } = {},
): Promise<http.IncomingMessage | null> {
  if (!requestHasBody(req)) return req;
  const maxBytes = options.maxBytes ?? FORM_BODY_MAX_BYTES;
  if (Number(req.headers["content-length"]) > maxBytes) return refuse(res, 413);
  const body = await readBody(req, maxBytes, options.timeoutMs ?? BODY_TIMEOUT_MS);
  if (body === "gone") return null;
  if (typeof body === "number") return refuse(res, body);
  return replayOf(req, body);
}

const REFUSALS: Record<number, string> = {
  408: "The form took too long to arrive. Please send it again.",
  413: "The form is too large to send.",
};

function refuse(res: http.ServerResponse, status: 408 | 413): null {
  if (!res.headersSent && !res.destroyed) {
    res
      .writeHead(status, {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        // The rest of the body is never read: the connection cannot carry another request.
        connection: "close",
      })
      .end(REFUSALS[status]);
  }
  return null;
}

/** The body's bytes; 413 past `maxBytes`, 408 past `timeoutMs`, "gone" when the client left. */
function readBody(
  req: http.IncomingMessage,
  maxBytes: number,
  timeoutMs: number,
): Promise<Buffer | 408 | 413 | "gone"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | 408 | 413 | "gone") => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("close", onClose);
      req.off("error", onClose);
      resolve(result);
    };
    const timer = setTimeout(() => done(408), timeoutMs);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) done(413);
      else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks));
    const onClose = () => done("gone");
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("close", onClose);
    req.once("error", onClose);
  });
}

/**
 * A stand-in for a request whose body was read: the same method, target, headers and socket
 * (the client's address, TLS), and a stream that replays `body`.
 */
function replayOf(req: http.IncomingMessage, body: Buffer): http.IncomingMessage {
  const replay = Readable.from(body.length > 0 ? [body] : [], { objectMode: false });
  return Object.assign(replay, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    complete: true,
  }) as unknown as http.IncomingMessage;
}
