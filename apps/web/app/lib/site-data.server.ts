import type { CurrentDomain, DomainColor, DomainOptions, MediaItem } from "@fooddir/contract";
import { data, type RouterContextProvider } from "react-router";
import { serverApi } from "./api/server.server.ts";

export type ErrorPageConfig = {
  title?: string;
  subtitle?: string;
  section_title?: string;
  section_text?: string;
  truck_image?: MediaItem | null;
};

export type SiteData = {
  domain: CurrentDomain | null;
  colors: DomainColor[];
  options: Partial<DomainOptions> | null;
  errorPage: ErrorPageConfig | null;
};

/**
 * The public data of the request's site host, read anonymously through the ApiCaller. An unknown
 * host (API 404 "Domain not found.") becomes a plain 404; other failures leave parts empty.
 */
export async function loadSiteData(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<SiteData> {
  const call = serverApi(context, request);
  const domain = await call<CurrentDomain>("/api/domains/current");
  if (domain.status === 404) {
    throw data("Domain not found.", { status: 404, statusText: "Not Found" });
  }
  const [colors, options, errorPage] = await Promise.all([
    call<DomainColor[]>("/api/domain-colors"),
    call<DomainOptions>("/api/domain-options"),
    call<ErrorPageConfig>("/api/domain-error-pages"),
  ]);
  return {
    domain: domain.data,
    colors: Array.isArray(colors.data) ? colors.data : [],
    options: options.data,
    errorPage: errorPage.data,
  };
}
