/** The parts of React Router's client manifest (`window.__reactRouterManifest`) the app reads. */
export type ClientManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
};
export type ClientManifest = {
  version: string;
  routes: Record<string, ClientManifestRoute>;
};

declare global {
  interface Window {
    __reactRouterManifest?: ClientManifest;
  }
}

/** Current build id: the manifest version (also the `id` of /builds/latest.json). */
export function currentBuildId(win: Window = window): string | null {
  return win.__reactRouterManifest?.version ?? null;
}
