/** Where a link or a host may point: the checks that keep script links off every page. */

/** Site-relative path: "/", "/members", "/blog/post?x=1#top"; never "//host" (protocol-relative). */
export const SITE_PATH_RE = /^\/(?!\/)[^\s\\]*$/;

/** True for http(s) URLs with a host; everything else (javascript:, data:, vbscript:...) is refused. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const MAILTO_RE = /^mailto:[^\s@<>"]+@[^\s@<>"]+$/i;
const TEL_RE = /^tel:\+?[0-9 ().-]{3,30}$/i;

/** Where a link may point: http(s), a site-relative path, or (for contact links) mailto:/tel:. */
export function isSafeLink(value: string, allowContact = false): boolean {
  if (SITE_PATH_RE.test(value)) return true;
  if (isHttpUrl(value)) return true;
  return allowContact && (MAILTO_RE.test(value) || TEL_RE.test(value));
}

/** A lowercase DNS host name without port or scheme; single labels ("localhost") allowed. */
export const HOST_RE =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
