import http from "node:http";
import { type ChangeBus, changesPublicData, REQUEST_ID_HEADER } from "@fooddir/api";
import { API_PATHS } from "@fooddir/contract";
import type { FastifyInstance } from "fastify";
import type {
  ApiCallOptions as ApiCall,
  ApiCaller,
  ApiCallResult as ApiResult,
} from "../app/lib/api-caller.server.ts";

/** Answers shorter than this are parsed afresh (and not frozen): cheap, and a loader's own. */
const LONG_ANSWER = 2048;

/**
 * One process: loaders call Fastify in memory, no socket involved. Given the change bus, the
 * long anonymous answers of the reads the API itself holds per domain until a change event
 * (the site, a type's posts, a post by url) are held here too, parsed, so a render that reads
 * them again skips the request and its text (createHeldReads).
 */
export function inProcessApiCaller(app: FastifyInstance, changes?: ChangeBus): ApiCaller {
  const parse = createParseMemo(32, LONG_ANSWER);
  const call = async ({
    host,
    method = "GET",
    path,
    token,
    body,
    clientIp,
    requestId,
  }: ApiCall): Promise<ApiResult & { long: boolean }> => {
    const response = await app.inject({
      method,
      url: path,
      ...(clientIp ? { remoteAddress: clientIp } : {}),
      headers: {
        host: `api.${host}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = response.body;
    return { status: response.statusCode, body: parse(text), long: text.length >= LONG_ANSWER };
  };
  if (!changes) return call;
  const held = createHeldReads(changes);
  return (request) => held.read(request, call);
}

/** The anonymous reads the API answers from its per-domain memos (createDomainMemo). */
const HELD_PATHS = new Set<string>([API_PATHS.site, API_PATHS.postsByType, API_PATHS.postByUrl]);

/**
 * Long anonymous answers of HELD_PATHS by host and path, as exact as the API's own memos: any
 * change event that may change public data drops them all, and an answer whose call began
 * before a drop is returned but not kept. Concurrent calls of one read share one. At most
 * `maxKeys` answers are held (then it starts afresh).
 */
export function createHeldReads(changes: ChangeBus, maxKeys = 256) {
  const answers = new Map<string, ApiResult>();
  const pending = new Map<string, Promise<ApiResult & { long: boolean }>>();
  let generation = 0;
  changes.subscribe((event) => {
    if (!changesPublicData(event)) return;
    generation++;
    answers.clear();
    pending.clear();
  });
  return {
    read(
      request: ApiCall,
      call: (request: ApiCall) => Promise<ApiResult & { long: boolean }>,
    ): Promise<ApiResult> {
      const { method = "GET", path, token, body } = request;
      // A search (words a visitor chose, /members?search=) is asked afresh, like the API does.
      const [pathname, query = ""] = path.split("?");
      const held =
        method === "GET" &&
        !token &&
        body === undefined &&
        HELD_PATHS.has(pathname) &&
        !new URLSearchParams(query).has("search");
      if (!held) return call(request);
      const key = `${request.host}\n${path}`;
      const answer = answers.get(key);
      if (answer) return Promise.resolve(answer);
      const shared = pending.get(key);
      if (shared) return shared;
      const startedAt = generation;
      const promise = call(request)
        .then((result) => {
          if (result.status === 200 && result.long && generation === startedAt) {
            if (answers.size >= maxKeys) answers.clear();
            answers.set(key, { status: result.status, body: result.body });
          }
          return result;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
  };
}

/**
 * Parsed answers by their text, the last `max` long ones: a public read answers the same text
 * until a write (the API holds it encoded), and parsing the full member list again was the
 * largest part of a /members render after React's. Deep-frozen, so no render can change what
 * another one reads (a loader that tried would throw).
 */
export function createParseMemo(max = 32, minLength = 2048) {
  const parsed = new Map<string, unknown>();
  return (text: string): unknown => {
    if (text.length < minLength) return safeJson(text);
    if (parsed.has(text)) {
      const held = parsed.get(text);
      // Most recently used goes last.
      parsed.delete(text);
      parsed.set(text, held);
      return held;
    }
    const value = deepFreeze(safeJson(text));
    parsed.set(text, value);
    if (parsed.size > max) parsed.delete(parsed.keys().next().value as string);
    return value;
  };
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * Two processes: loaders call the API process over node:http, setting the Host header that
 * names the domain (Node's fetch would drop it).
 */
export function httpApiCaller(apiBaseUrl: string): ApiCaller {
  const base = new URL(apiBaseUrl);
  return ({ host, method = "GET", path, token, body, clientIp, requestId }) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          hostname: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            host: `api.${host}`,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { "content-type": "application/json" } : {}),
            ...(clientIp ? { "x-forwarded-for": clientIp } : {}),
            ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
          },
          timeout: 10_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 502,
              body: safeJson(Buffer.concat(chunks).toString("utf8")),
            }),
          );
        },
      );
      request.on("timeout", () => request.destroy(new Error("API request timed out")));
      request.on("error", reject);
      request.end(payload);
    });
}

/** Forwards a whole api.* request to the API process (two-process mode without a proxy). */
export function proxyToApi(apiBaseUrl: string): http.RequestListener {
  const base = new URL(apiBaseUrl);
  return (req, res) => {
    // A proxy appends the address it saw: the API, trusting this process, takes that one and
    // never an address the client wrote into its own X-Forwarded-For.
    const headers = { ...req.headers };
    const seen = req.socket.remoteAddress;
    if (seen) {
      const prior = req.headers["x-forwarded-for"];
      headers["x-forwarded-for"] = prior ? `${prior}, ${seen}` : seen;
    }
    const upstream = http.request(
      {
        hostname: base.hostname,
        port: base.port,
        method: req.method,
        path: req.url,
        headers,
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: "Server error." }));
      } else res.destroy();
    });
    req.pipe(upstream);
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
