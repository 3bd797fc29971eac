import type http from "node:http";
import { readsStops } from "@fooddir/api/edge-keys";
import { API_PATHS, type Site } from "@fooddir/contract";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import type { FragmentStore } from "../app/lib/fragments.ts";
import { loadContextFor } from "./load-context.ts";

/**
 * One public page rendered by React Router, in plain values: the step of the page cache's miss
 * path that runs on this thread or on a render thread (render-threads.ts), alike.
 */

/** What the API calls of one render showed about the page (its domain, what it reads). */
export type PageFacts = {
  domainId: number | null;
  analytics: Site["analytics"];
  apiFailed: boolean;
  readStops: boolean;
  postIds: Set<number>;
};

/** The request React Router renders, as plain values (a render thread gets it in a message). */
export type PageRequest = { url: string; headers: [string, string][] };

/** A rendered page and what its API calls showed. `headers` has neither cookies nor a length. */
export type RenderedDocument = {
  status: number;
  headers: [string, string][];
  setCookies: string[];
  body: Uint8Array;
  facts: PageFacts;
};

/** A GET of `path` with the visitor's headers, no cookie. */
export function pageRequestOf(req: http.IncomingMessage, path: string): PageRequest {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "cookie" || value === undefined) continue;
    headers.push([name, Array.isArray(value) ? value.join(", ") : value]);
  }
  return { url: `http://${req.headers.host}${path}`, headers };
}

/**
 * React Router's handler. Production's build never changes: its routes are derived once, not on
 * every render (React Router derives them per request when given a function, for development).
 */
export function requestHandlerFor(
  getBuild: () => Promise<ServerBuild>,
  mode: "production" | "development",
): RequestHandler {
  if (mode !== "production") return createRequestHandler(getBuild, mode);
  let fixed: RequestHandler | undefined;
  return async (request, context) => {
    fixed ??= createRequestHandler(await getBuild(), "production");
    return fixed(request, context);
  };
}

/** Renders one page: the API calls watched for the page's facts, the body read whole. */
export async function renderDocument(
  handler: RequestHandler,
  build: ServerBuild,
  apiCaller: ApiCaller,
  page: PageRequest,
  options: { clock?: () => number; fragments?: FragmentStore } = {},
): Promise<RenderedDocument> {
  const facts: PageFacts = {
    domainId: null,
    analytics: [],
    apiFailed: false,
    readStops: false,
    postIds: new Set(),
  };
  const response = await handler(
    new Request(page.url, { method: "GET", headers: page.headers }),
    loadContextFor(build, watchedApiCaller(apiCaller, facts), options),
  );
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    setCookies: response.headers.getSetCookie(),
    body,
    facts,
  };
}

/**
 * The render's API caller: learns the page's domain from the site read, notes an API failure
 * (no page is stored around one), and what the page shows for its cache keys (decision 028).
 */
function watchedApiCaller(apiCaller: ApiCaller, facts: PageFacts): ApiCaller {
  return async (call) => {
    const result = await apiCaller(call);
    if (result.status >= 500) facts.apiFailed = true;
    if (readsStops(call.path)) facts.readStops = true;
    if (call.path === API_PATHS.site && result.status === 200) {
      const site = (result.body as { data: Site }).data;
      facts.domainId = site.domain.id;
      facts.analytics = site.analytics ?? [];
    }
    if (call.path.startsWith(`${API_PATHS.postByUrl}?`) && result.status === 200) {
      const id = (result.body as { data?: { id?: unknown } }).data?.id;
      if (typeof id === "number") facts.postIds.add(id);
    }
    return result;
  };
}
