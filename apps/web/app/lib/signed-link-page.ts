import { isClaimPath } from "./claim.ts";
import { isPreviewPath } from "./preview.ts";
import { isRespondPath } from "./respond.ts";

export { SIGNED_LINK_PAGE_HEADERS } from "./signed-link-headers.ts";

/**
 * Whether a path is a page opened through a signed link, or a form flow for one visitor like
 * them: a truck's answer page, a draft's preview, a listing's claim page (cache-key.ts never
 * keeps them; site-listener.ts sends SIGNED_LINK_PAGE_HEADERS).
 */
export function isSignedLinkPage(pathname: string): boolean {
  return isRespondPath(pathname) || isPreviewPath(pathname) || isClaimPath(pathname);
}
