import { createContext, type RouterContextProvider } from "react-router";

/**
 * The clock server loaders read "now" from (pages that change with time: /today, a member's
 * next stops). The server puts an injected clock here in tests (server/render-page.ts
 * `loadContextFor`); otherwise it is the wall clock.
 */
export const clockContext = createContext<() => number>(Date.now);

/** Now, in epoch milliseconds, by the request's clock. */
export const nowOf = (context: Readonly<RouterContextProvider>) => context.get(clockContext)();
