import { matchRoutes, type RouteObject } from "react-router";
import type { ClientManifest } from "./manifest.ts";
import { createPreloadQueue, type PreloadQueue } from "./preload-queue.ts";

type ManifestRouteObject = RouteObject & { id: string };

function toRouteTree(manifest: ClientManifest): ManifestRouteObject[] {
  const byParent = new Map<string | undefined, ManifestRouteObject[]>();
  for (const route of Object.values(manifest.routes)) {
    const node = (
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children: [] }
    ) as ManifestRouteObject;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(node);
    byParent.set(route.parentId, siblings);
  }
  const attach = (nodes: ManifestRouteObject[]) => {
    for (const node of nodes) {
      if (!node.index) {
        node.children = byParent.get(node.id) ?? [];
        attach(node.children as ManifestRouteObject[]);
      }
    }
    return nodes;
  };
  return attach(byParent.get(undefined) ?? []);
}

/** Module URLs (route module first, then its static imports) of the routes matching a path. */
export function routeModulesFor(manifest: ClientManifest, pathname: string): string[] {
  const matches = matchRoutes(toRouteTree(manifest), pathname) ?? [];
  const urls: string[] = [];
  for (const match of matches) {
    const route = manifest.routes[(match.route as ManifestRouteObject).id];
    if (!route) continue;
    urls.push(route.module, ...(route.imports ?? []));
  }
  return [...new Set(urls)];
}

let queue: PreloadQueue | null = null;

/**
 * Preloads the route modules a path needs (panel nav links call this on hover, focus and when
 * they become visible). At most 5 preloads run at once (spec §9).
 */
export function preloadRoute(
  pathname: string,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  const manifest = typeof window === "undefined" ? undefined : window.__reactRouterManifest;
  if (!manifest) return Promise.resolve();
  queue ??= createPreloadQueue();
  const urls = routeModulesFor(manifest, pathname);
  return Promise.all(urls.map((url) => queue?.enqueue(url, () => load(url)))).then(() => {});
}
