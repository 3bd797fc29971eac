import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { apiCallerContext } from "./lib/api-caller.server.ts";
import { signInKeyContext } from "./lib/auth/sign-in-step.server.ts";
import { clockContext } from "./lib/clock.server.ts";
import { CSP_NONCE_HEADER, NonceContext } from "./lib/csp.ts";
import { fragmentRenderer, fragmentStoreContext } from "./lib/fragments.server.ts";
import { FragmentContext } from "./lib/fragments.ts";
import { shouldHydrate } from "./lib/route-handle.ts";

export const streamTimeout = 5_000;

/**
 * server/main.ts puts the ApiCaller into each request's context under this key. The key must be
 * the very object the loaders read, which lives in the app build (bundled, or loaded through
 * Vite in dev), so the build exports it; the provider itself comes from the server's react-router.
 * The clock of time-dependent pages travels the same way (tests inject one), and so does the
 * sign-in form's sealing key and the store of rendered blocks (lib/fragments.ts).
 */
export { apiCallerContext, clockContext, fragmentStoreContext, signInKeyContext };

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The server (server/site-listener.ts) sets the nonce of this response's policy.
  const nonce = request.headers.get(CSP_NONCE_HEADER) || undefined;
  // Member cards and other shared blocks, rendered once per version (lib/fragments.ts), on the
  // pages that ship no scripts: no hydration there can meet markup React did not stream itself.
  const matches = routerContext.staticHandlerContext.matches.map((match) => ({
    id: match.route.id,
    handle: routerContext.routeModules[match.route.id]?.handle,
  }));
  const fragments = shouldHydrate(matches)
    ? null
    : fragmentRenderer(loadContext.get(fragmentStoreContext));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <FragmentContext.Provider value={fragments}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </FragmentContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
