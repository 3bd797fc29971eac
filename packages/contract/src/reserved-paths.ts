/**
 * The addresses the site serves itself, never a post's (issue 37, decision 029): a post saved at
 * one of them would be hidden by the fixed route. A post url may not start with any of these
 * segments ("today", "claim/x", "api/anything"). `apps/web/app/routes.ts` is checked against
 * this list by a unit test (`apps/web/app/lib/reserved-paths.test.ts`): a fixed route whose
 * first segment is not here fails it.
 */
export const RESERVED_PATH_SEGMENTS = [
  // Public pages and feeds of apps/web/app/routes.ts.
  "members",
  "blog",
  "today",
  "calendar",
  "calendar.ics",
  "respond",
  "preview",
  "claim",
  "sitemap.xml",
  "robots.txt",
  // The panel (its session bridge /panel/session/* too) and the sign-in screens.
  "panel",
  "team-login",
  "reset-password",
  "change-password",
  "confirm-email",
  "revert-email",
  "accept-invitation",
  // Answered by the site listener (apps/web/server/site-listener.ts) before React Router:
  // stored media, release files, built assets, React Router's own endpoint.
  "storage",
  "builds",
  "assets",
  "__manifest",
  // Operations (apps/api/src/ops/ops-handler.ts), answered before the host is resolved.
  "healthz",
  "readyz",
  "metrics",
  // The API's own prefix (its paths on api.<host>, and behind a proxy on the site's host).
  "api",
] as const;

const RESERVED = new Set<string>(RESERVED_PATH_SEGMENTS);

/** The 422 message on `url` for a reserved address. */
export const RESERVED_URL_MESSAGE = "This url is reserved by the site.";

/** Whether a normalized post url ("news/opening-day", "/") is taken by the site itself. */
export function isReservedPostUrl(url: string): boolean {
  return RESERVED.has(url.split("/")[0]);
}
