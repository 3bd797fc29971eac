import { useRouteLoaderData } from "react-router";
import { BlogCards } from "../../components/public/BlogCards.tsx";
import { Pagination } from "../../components/public/Pagination.tsx";
import { blogPage } from "../../lib/blog.server.ts";
import {
  BLOG_FEED_PATH,
  blogCards,
  blogPageHref,
  blogPaging,
  requestedPage,
  siteTimeZone,
} from "../../lib/blog.ts";
import { throwNotFound } from "../../lib/not-found.server.ts";
import { blogFeedLink, seoMeta } from "../../lib/seo.ts";
import { rootSiteData, siteNameOf } from "../../lib/site-meta.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/blog";
import "../../styles/blog.css";

/**
 * /blog: the site's published blog posts, newest publication first, 12 a page (`?page=2`); a
 * page that does not exist (`?page=0`, `?page=x`, past the last) is the public 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = requestedPage(new URL(request.url));
  if (page === null) return throwNotFound(context, request);
  const { posts, total } = await blogPage(context, request, page);
  const paging = blogPaging(page, total);
  if (!paging) return throwNotFound(context, request);
  return { cards: blogCards(posts), paging, total };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootSiteData(matches);
  const name = siteNameOf(root);
  const siteName = root?.domain?.seo?.title || name;
  const origin = root?.origin ?? "";
  const paging = loaderData?.paging;
  const page = paging?.page ?? 1;
  const tags = seoMeta({
    siteName,
    title: page > 1 ? `Blog - page ${page}` : "Blog",
    description: `News and stories from ${name}.`,
    origin,
    // Each page is its own canonical page: page 2 lists other posts than page 1.
    path: blogPageHref(page),
    image: root?.options?.logo ?? null,
  });
  const near = [
    ["prev", paging?.prev],
    ["next", paging?.next],
  ] as const;
  for (const [rel, href] of near) {
    if (href && origin) tags.push({ tagName: "link", rel, href: `${origin}${href}` });
  }
  return [...tags, ...blogFeedLink(origin, siteName)];
}

/** No join band here (lib/join-band.ts: the home page and /members carry it). */
export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>("root");
  const name = site?.options?.title || site?.domain?.name || "";
  const { cards, paging, total } = loaderData;
  return (
    <article>
      <section className="hero">
        <div className="site-container">
          <p className="hero__eyebrow">{name}</p>
          <h1 className="hero__title">Blog</h1>
          <p className="hero__lead">News and stories from {name}.</p>
          {total > 0 ? (
            <a className="blog-feed-link" href={BLOG_FEED_PATH} type="application/atom+xml">
              Follow the blog (Atom feed)
            </a>
          ) : null}
        </div>
      </section>
      <div className="site-container">
        {cards.length === 0 ? (
          <p className="blog-empty">No posts yet. Come back soon.</p>
        ) : (
          <BlogCards cards={cards} timeZone={siteTimeZone(site?.options)} />
        )}
        <Pagination paging={paging} label="Blog pages" />
      </div>
    </article>
  );
}
