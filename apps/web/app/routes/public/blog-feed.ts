import { atomFeed } from "../../lib/atom-feed.ts";
import { feedPosts, feedSite } from "../../lib/blog.server.ts";
import type { Route } from "./+types/blog-feed";

/**
 * /blog/feed.xml: the Atom feed of the site's latest 20 blog posts (a resource route: no HTML,
 * cached like a page and dropped with it by the domain's change events).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = await feedSite(context, request);
  if (!site?.origin) return new Response("Not found.", { status: 404 });
  const xml = atomFeed(site, await feedPosts(context, request));
  return new Response(xml, {
    headers: { "content-type": "application/atom+xml; charset=utf-8" },
  });
}
