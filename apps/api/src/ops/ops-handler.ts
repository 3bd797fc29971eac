import { randomUUID, timingSafeEqual } from "node:crypto";
import type http from "node:http";
import type { Health } from "./health.ts";
import type { ListenerKind, Metrics } from "./metrics.ts";

/**
 * The operations endpoints of a listener, answered before any host is resolved (a balancer
 * probes by address, not by site): GET /healthz (the process runs), GET /readyz (its
 * dependencies answer and it is not shutting down) and, only when METRICS_TOKEN is set,
 * GET /metrics with `Authorization: Bearer <token>`. Returns false for every other request.
 */
export function createOpsHandler(options: {
  health: Health;
  metrics?: Metrics;
  metricsToken?: string;
}): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    const pathname = mark === -1 ? url : url.slice(0, mark);
    if (pathname === "/healthz") {
      sendJson(req, res, 200, { status: "ok" });
      return true;
    }
    if (pathname === "/readyz") {
      void options.health.ready().then(
        (readiness) =>
          sendJson(req, res, readiness.ready ? 200 : 503, {
            status: readiness.ready ? "ready" : "unavailable",
            checks: readiness.checks,
          }),
        () => sendJson(req, res, 503, { status: "unavailable", checks: {} }),
      );
      return true;
    }
    if (pathname === "/metrics" && options.metrics && options.metricsToken) {
      if (!bearerMatches(req.headers.authorization, options.metricsToken)) {
        res.setHeader("www-authenticate", "Bearer");
        sendJson(req, res, 401, { message: "Unauthorized." });
        return true;
      }
      const { registry } = options.metrics;
      void registry.metrics().then(
        (text) => {
          res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
          res.end(req.method === "HEAD" ? undefined : text);
        },
        () => sendJson(req, res, 500, { message: "Server error." }),
      );
      return true;
    }
    return false;
  };
}

function sendJson(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: unknown,
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(text),
  });
  res.end(req.method === "HEAD" ? undefined : text);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The request id header passed from the site to the API (and echoed to the client). */
export const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the caller's own X-Request-Id when it is a plain token (a balancer's or the
 * site's id for the API calls of one render), else a new one. Never free text in the logs.
 */
export function requestIdOf(req: Pick<http.IncomingMessage, "headers">): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

type RequestLog = { info(fields: Record<string, unknown>, message: string): void };

/** What the page cache did for an answer, as its X-Page-Cache header says. */
export type PageCacheResult = "hit" | "miss" | "bypass";

const PAGE_CACHE_RESULT = Symbol("pageCacheResult");
type NotedResponse = http.ServerResponse & { [PAGE_CACHE_RESULT]?: PageCacheResult };

/**
 * Tells `trackRequest` what the page cache did for this answer (counted and logged when it
 * ends). A hit writes its headers in one `writeHead` object, which `getHeader` cannot read.
 */
export function notePageCacheResult(res: http.ServerResponse, result: PageCacheResult) {
  (res as NotedResponse)[PAGE_CACHE_RESULT] = result;
}

/** Which page cache hits the request log writes: `take()` is true for one in `every`. */
export type HitSampler = { every: number; take(): boolean };

/** One hit in `every` (the first of each run of `every`); 1 takes them all. */
export function hitSampler(every: number): HitSampler {
  let seen = 0;
  return {
    every,
    take() {
      if (every <= 1) return true;
      seen = (seen + 1) % every;
      return seen === 1;
    },
  };
}

/**
 * Counts a request in the metrics when its answer ends, and for site requests (the API logs its
 * own through Fastify) writes the one-line JSON request log with the request id. A site
 * request's id is put in its `X-Request-Id` request header, for the site to answer with (in the
 * same `writeHead` as a cached page's headers: a header set before it costs a hit every header's
 * `setHeader`) and to pass to the API. Page cache
 * hits are logged as `hits` picks them, with `sampled` (one line stands for that many):
 * a line per hit cost a cached page about a tenth of its throughput (issue 26).
 */
export function trackRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  listener: ListenerKind,
  options: { metrics?: Metrics; log?: RequestLog; hits?: HitSampler },
) {
  const started = performance.now();
  let reqId: string | undefined;
  if (listener === "site") {
    reqId = requestIdOf(req);
    req.headers[REQUEST_ID_HEADER] = reqId;
  }
  // "finish" comes once: `on` spares the wrapper `once` makes per request.
  res.on("finish", () => {
    const ms = performance.now() - started;
    const cache = (res as NotedResponse)[PAGE_CACHE_RESULT];
    options.metrics?.observeRequest(
      listener,
      req.method ?? "GET",
      res.statusCode,
      ms / 1000,
      cache,
    );
    if (listener !== "site" || !options.log) return;
    const sampled = cache === "hit" ? options.hits : undefined;
    if (sampled && !sampled.take()) return;
    options.log.info(
      {
        reqId,
        method: req.method,
        path: (req.url ?? "/").split("?")[0],
        status: res.statusCode,
        ms: Math.round(ms),
        ...(cache ? { cache } : {}),
        ...(sampled && sampled.every > 1 ? { sampled: sampled.every } : {}),
      },
      "request",
    );
  });
}
