import { data, type RouterContextProvider } from "react-router";
import { type ApiCallOptions, apiCallerContext } from "../api-caller.server.ts";

export type ServerApiResult<T> = { status: number; data: T | null; body: unknown };

/**
 * Server-side API access for loaders: calls the API for the request's site host through the
 * ApiCaller the server entry put into the router context. Anonymous unless a token is given.
 */
export function serverApi(context: Readonly<RouterContextProvider>, request: Request) {
  const caller = context.get(apiCallerContext);
  const host = new URL(request.url).hostname;
  const requestId = request.headers.get("x-request-id") ?? undefined;
  return async function call<T>(
    path: string,
    options: Omit<ApiCallOptions, "host" | "path"> = {},
  ): Promise<ServerApiResult<T>> {
    const { status, body } = await caller({ requestId, ...options, host, path });
    const data =
      status >= 200 && status < 300 && body && typeof body === "object" && "data" in body
        ? ((body as { data: T }).data ?? null)
        : null;
    return { status, data, body };
  };
}

/**
 * A failed API call is the page's own failure, never a page with parts missing: 503 while the
 * API is unavailable (overload, database outage), 500 for any other server error.
 */
export function failOnServerError(result: { status: number }): void {
  if (result.status === 503) {
    throw data("Service unavailable.", { status: 503, statusText: "Service Unavailable" });
  }
  if (result.status >= 500) {
    throw data("Server error.", { status: 500, statusText: "Internal Server Error" });
  }
}
