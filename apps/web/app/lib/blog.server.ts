import { API_PATHS, POST_TYPES, type Post, type PublicSite } from "@fooddir/contract";
import type { RouterContextProvider } from "react-router";
import { failOnServerError, serverApi } from "./api/server.server.ts";
import { BLOG_FEED_SIZE, BLOG_PAGE_SIZE } from "./blog.ts";

type Context = Readonly<RouterContextProvider>;

/** Published blog posts of the site, newest publication first (GET /api/posts/by-type). */
async function blogPosts(context: Context, request: Request, limit: number, offset: number) {
  const result = await serverApi(
    context,
    request,
  )<Post[]>(
    `${API_PATHS.postsByType}?type=${POST_TYPES.blog}&limit=${limit}&offset=${offset}&sortBy=published_at&sortDir=desc`,
  );
  failOnServerError(result);
  const meta = (result.body as { meta?: { total?: unknown } } | null)?.meta;
  return {
    posts: result.data ?? [],
    total: typeof meta?.total === "number" ? meta.total : 0,
  };
}

/** One page of the blog index (12 posts) and the number of published blog posts. */
export function blogPage(context: Context, request: Request, page: number) {
  return blogPosts(context, request, BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE);
}

/** The latest 20 blog posts for the feed. */
export async function feedPosts(context: Context, request: Request): Promise<Post[]> {
  return (await blogPosts(context, request, BLOG_FEED_SIZE, 0)).posts;
}

/** The site as the feed names it, or null for a host that is no site (404). */
export async function feedSite(context: Context, request: Request) {
  const site = await serverApi(context, request)<PublicSite>(API_PATHS.site);
  failOnServerError(site);
  if (!site.data) return null;
  const { domain, options, origin } = site.data;
  return {
    name: options?.title || domain?.seo?.title || domain?.name || "",
    origin: origin ?? "",
    description: domain?.seo?.description || "",
  };
}
