import type { SiteData } from "./site-data.server.ts";

/** The route matches a `meta` function gets (only the parts read here). */
type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The root loader's site data among a public route's meta matches. */
export function rootSiteData(matches: MetaMatches): SiteData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as SiteData | undefined;
}

/** The site's name in titles and texts: its title option, else the domain's name. */
export function siteNameOf(root: SiteData | undefined): string {
  return root?.options?.title || root?.domain?.name || "";
}

/** The meta of a page for one visitor (claim, respond): "<title> - <site>", never indexed. */
export function privatePageMeta(matches: MetaMatches, title: string) {
  const site = siteNameOf(rootSiteData(matches));
  return [{ title: site ? `${title} - ${site}` : title }, { name: "robots", content: "noindex" }];
}
