import http from "node:http";
import { type ChangeBus, REQUEST_ID_HEADER } from "@fooddir/api";
import type { FastifyInstance } from "fastify";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import { createHeldReads, parsedCall, safeJson, type TextCall } from "./held-reads.ts";

/**
 * One process: loaders call Fastify in memory, no socket involved. Given the change bus, the
 * long anonymous answers of the reads the API itself holds per domain until a change event
 * (the site, a type's posts, a post by url) are held here too, parsed, so a render that reads
 * them again skips the request and its text (createHeldReads).
 */
export function inProcessApiCaller(app: FastifyInstance, changes?: ChangeBus): ApiCaller {
  const call = parsedCall(injectCall(app));
  if (!changes) return call;
  const held = createHeldReads(changes);
  return (request) => held.read(request, call);
}

/** An API call answered in memory by Fastify, its body as text (a render thread parses it). */
export function injectCall(app: FastifyInstance): TextCall {
  return async ({ host, method = "GET", path, token, body, clientIp, requestId }) => {
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
    return { status: response.statusCode, text: response.body };
  };
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
