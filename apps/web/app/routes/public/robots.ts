import { siteOrigin } from "../../lib/sitemap.server.ts";
import { robotsTxt } from "../../lib/sitemap.ts";
import type { Route } from "./+types/robots";

/** /robots.txt of the request's site. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = await siteOrigin(context, request);
  if (!origin) return new Response("Not found.", { status: 404 });
  return new Response(robotsTxt(origin), {
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}
