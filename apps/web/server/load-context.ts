import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { ApiCaller } from "../app/lib/api-caller.server.ts";
import type { FragmentStore } from "../app/lib/fragments.ts";

type ApiCallerKey = RouterContext<ApiCaller>;
type ClockKey = RouterContext<() => number>;
type SignInKey = RouterContext<Uint8Array | null>;
type FragmentsKey = RouterContext<FragmentStore | null>;

/** What a render's load context holds besides the ApiCaller. */
export type LoadContextOptions = {
  /** The visitor's address: calls made for the request carry it (see ApiCallOptions.clientIp). */
  clientIp?: string;
  /** The loaders' clock, when one is injected (tests; the wall clock otherwise). */
  clock?: () => number;
  /** The sign-in form's sealing key (app/lib/auth/sign-in-step.server.ts). */
  signInKey?: Uint8Array;
  /** Rendered blocks shared by pages (server/fragment-store.ts). */
  fragments?: FragmentStore;
};

/**
 * The load context of one render: the ApiCaller under the key the app build exports, the clock
 * when one is injected, the sign-in form's key and the store of shared blocks, each under the
 * build's own key.
 */
export function loadContextFor(
  build: ServerBuild,
  apiCaller: ApiCaller,
  { clientIp, clock, signInKey, fragments }: LoadContextOptions = {},
) {
  const keys = build.entry.module as {
    apiCallerContext?: ApiCallerKey;
    clockContext?: ClockKey;
    signInKeyContext?: SignInKey;
    fragmentStoreContext?: FragmentsKey;
  };
  if (!keys.apiCallerContext) throw new Error("app/entry.server.tsx must export apiCallerContext");
  const context = new RouterContextProvider();
  context.set(
    keys.apiCallerContext,
    clientIp ? (options) => apiCaller({ clientIp, ...options }) : apiCaller,
  );
  if (clock && keys.clockContext) context.set(keys.clockContext, clock);
  if (signInKey && keys.signInKeyContext) context.set(keys.signInKeyContext, signInKey);
  if (fragments && keys.fragmentStoreContext) context.set(keys.fragmentStoreContext, fragments);
  return context;
}
