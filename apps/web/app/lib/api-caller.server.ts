import { createContext } from "react-router";

/**
 * How server-side loaders reach the API. The server entry (server/main.ts) puts one of these
 * into the router context: in the one-process setup it calls Fastify in-process (app.inject),
 * in the two-process setup it calls API_INTERNAL_URL over node:http with the `api.<host>` Host
 * header. Loaders never know which.
 */
export type ApiCallOptions = {
  /** Site host of the request (no port), e.g. "localhost" or "catering.localhost". */
  host: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path with query string, e.g. "/api/domains/current". */
  path: string;
  /** Access token to send as bearer credential, if any. */
  token?: string;
  body?: unknown;
  /**
   * The visitor's address when a call acts for them (a public form's submission), so the API's
   * per-IP limits count visitors, not the web server. In-process it is the injected request's
   * remote address; over HTTP an X-Forwarded-For header, which the API honours with TRUST_PROXY.
   */
  clientIp?: string;
  /** The site request's id (X-Request-Id), so the API logs its calls under the same id. */
  requestId?: string;
};
export type ApiCallResult = { status: number; body: unknown };
export type ApiCaller = (options: ApiCallOptions) => Promise<ApiCallResult>;

export const apiCallerContext = createContext<ApiCaller>();
