import { createContext, type ReactElement, useContext } from "react";

/**
 * A block that many pages show alike (a member card) rendered to static HTML once per `key` and
 * reused (issue 40): the key is the block's whole input, so a changed block is a new key and a
 * cached one can never be stale. The server entry provides it (server/fragment-store.ts keeps the
 * HTML); in the browser (the builder's canvas) there is none and blocks render as usual.
 */
export type FragmentRenderer = (key: string, element: () => ReactElement) => string;

export const FragmentContext = createContext<FragmentRenderer | null>(null);

/** The server's fragment renderer, or null (the browser, tests). */
export const useFragments = () => useContext(FragmentContext);

/** What the server keeps fragments in (server/fragment-store.ts). */
export type FragmentStore = {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
};
