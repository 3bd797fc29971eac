import {
  type AnalyticsItem,
  API_PATHS,
  type CurrentDomain,
  type DomainColor,
  type DomainOptions,
  type MediaItem,
  type MenuBody,
  type PublicSite,
  type Social,
} from "@fooddir/contract";
import { data, type RouterContextProvider } from "react-router";
import { serverApi } from "./api/server.server.ts";
import { hasSessionCookie } from "./auth/guard.ts";

export type ErrorPageConfig = {
  title?: string;
  subtitle?: string;
  section_title?: string;
  section_text?: string;
  truck_image?: MediaItem | null;
  /** Post ids of the members the page features (shown when found among published members). */
  members?: number[];
};

export type SiteData = {
  domain: CurrentDomain | null;
  colors: DomainColor[];
  options: Partial<DomainOptions> | null;
  errorPage: ErrorPageConfig | null;
  /** Analytics items, rendered on public pages at their tag_position. */
  analytics: AnalyticsItem[];
  /** The header and footer menus of the public layout. */
  menu: MenuBody;
  socials: Social[];
  /**
   * The request carries a session cookie: a team member looks at the site (never a cached
   * page), so missing images show a placeholder.
   */
  signedIn: boolean;
  /** The site's public origin (PUBLIC_URL): canonical URLs, the sitemap, social previews. */
  origin: string;
};

/**
 * The public data of the request's site host, read anonymously in one call (GET /api/site). An
 * unknown host (API 404 "Domain not found.") becomes a plain 404; other failures leave parts
 * empty.
 */
export async function loadSiteData(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<SiteData> {
  const site = await serverApi(context, request)<PublicSite>(API_PATHS.site);
  if (site.status === 404) {
    throw data("Domain not found.", { status: 404, statusText: "Not Found" });
  }
  if (site.status >= 500) {
    // The API is down (e.g. its database): an error page, never a half-empty page.
    throw data("Server error.", { status: 503, statusText: "Service Unavailable" });
  }
  return {
    domain: site.data?.domain ?? null,
    colors: site.data?.colors ?? [],
    options: site.data?.options ?? null,
    errorPage: site.data?.error_page ?? null,
    analytics: site.data?.analytics ?? [],
    menu: site.data?.menu ?? { header: [], footer: [] },
    socials: site.data?.socials ?? [],
    origin: site.data?.origin ?? "",
    signedIn: hasSessionCookie(request.headers.get("cookie")),
  };
}
