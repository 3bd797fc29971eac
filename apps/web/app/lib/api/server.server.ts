import type { RouterContextProvider } from "react-router";
import { type ApiCallOptions, apiCallerContext } from "../api-caller.server.ts";

export type ServerApiResult<T> = { status: number; data: T | null; body: unknown };

/**
 * Server-side API access for loaders: calls the API for the request's site host through the
 * ApiCaller the server entry put into the router context. Anonymous unless a token is given.
 */
export function serverApi(context: Readonly<RouterContextProvider>, request: Request) {
  const caller = context.get(apiCallerContext);
  const host = new URL(request.url).hostname;
  return async function call<T>(
    path: string,
    options: Omit<ApiCallOptions, "host" | "path"> = {},
  ): Promise<ServerApiResult<T>> {
    const { status, body } = await caller({ ...options, host, path });
    const data =
      status >= 200 && status < 300 && body && typeof body === "object" && "data" in body
        ? ((body as { data: T }).data ?? null)
        : null;
    return { status, data, body };
  };
}
