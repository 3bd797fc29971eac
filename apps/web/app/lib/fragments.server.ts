import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createContext } from "react-router";
import type { FragmentRenderer, FragmentStore } from "./fragments.ts";

/** The server's fragment store, put into each render's load context (server/render-page.ts). */
export const fragmentStoreContext = createContext<FragmentStore | null>(null);

/**
 * The renderer a page's blocks use: the stored HTML of `key`, or the element rendered to static
 * markup now and stored. Rendered by react-dom's own static renderer, outside the page's stream.
 */
export function fragmentRenderer(store: FragmentStore | null): FragmentRenderer | null {
  if (!store) return null;
  return (key: string, element: () => ReactElement) => {
    let html = store.get(key);
    if (html === undefined) {
      html = renderToStaticMarkup(element());
      store.set(key, html);
    }
    return html;
  };
}
