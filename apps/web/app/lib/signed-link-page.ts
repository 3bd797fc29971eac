import { isPreviewPath } from "./preview.ts";
import { isRespondPath } from "./respond.ts";

export { SIGNED_LINK_PAGE_HEADERS } from "./signed-link-headers.ts";

/**
 * Whether a path is a page opened through a signed link: a truck's answer page or a draft's
 * preview (cached-render.ts never keeps them; site-listener.ts sends SIGNED_LINK_PAGE_HEADERS).
 */
export function isSignedLinkPage(pathname: string): boolean {
  return isRespondPath(pathname) || isPreviewPath(pathname);
}
