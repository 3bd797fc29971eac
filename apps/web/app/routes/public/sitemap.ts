import { publishedPosts, siteOrigin } from "../../lib/sitemap.server.ts";
import { sitemapXml } from "../../lib/sitemap.ts";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml of the request's site (a resource route: no HTML, cached like a page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = await siteOrigin(context, request);
  if (!origin) return new Response("Not found.", { status: 404 });
  const xml = sitemapXml(origin, await publishedPosts(context, request));
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
