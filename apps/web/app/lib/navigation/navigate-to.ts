const BLOCKED_PROTOCOLS = new Set(["javascript:", "data:", "blob:", "vbscript:"]);

export type NavigateToOptions = { external?: boolean; replace?: boolean };
type Navigator = (to: string, options: { replace?: boolean }) => void;

let routerNavigate: Navigator | null = null;
/** The root component registers React Router's navigate so helpers outside React can use it. */
export function setRouterNavigate(navigate: Navigator | null) {
  routerNavigate = navigate;
}

/**
 * Safe navigation (spec §8): refuses javascript:, data:, blob: and vbscript: URLs, and URLs on
 * another origin unless `external: true`. Same-origin URLs go through the router (client
 * navigation) when it is available; external ones through `location`.
 */
export function navigateTo(
  to: string,
  options: NavigateToOptions = {},
  location: Location = window.location,
) {
  // The URL parser drops the tabs/newlines and edge whitespace browsers ignore ("java\nscript:").
  const url = new URL(to || "/", location.href);
  if (BLOCKED_PROTOCOLS.has(url.protocol)) {
    throw new Error(`Navigation to a ${url.protocol} URL is not allowed.`);
  }
  const sameOrigin = url.origin === location.origin;
  if (!sameOrigin) {
    if (!options.external) {
      throw new Error(
        `Navigating to an external URL (${url.href}) is not allowed without external: true.`,
      );
    }
    if (options.replace) location.replace(url.href);
    else location.assign(url.href);
    return;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (routerNavigate) routerNavigate(path, { replace: options.replace });
  else if (options.replace) location.replace(path);
  else location.assign(path);
}
