import { type Post, publicPath } from "@fooddir/contract";
import { type Paging, pagingOf } from "./paging.ts";
import type { ImageSource } from "./responsive-image.ts";
import { zonedDate, zonedFormat } from "./zoned-date.ts";

/** contract.md "Blog": 12 posts a page on /blog, the latest 20 in /blog/feed.xml. */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_FEED_SIZE = 20;
export const BLOG_PATH = "/blog";
export const BLOG_FEED_PATH = "/blog/feed.xml";

export { requestedPage } from "./paging.ts";

/** The address of a page of the blog: /blog for the first, /blog?page=N after. */
export const blogPageHref = (page: number) => (page <= 1 ? BLOG_PATH : `${BLOG_PATH}?page=${page}`);

export type BlogPaging = Paging;

/** Where page `page` of `total` posts sits, or null when the page does not exist. */
export const blogPaging = (page: number, total: number, size = BLOG_PAGE_SIZE) =>
  pagingOf(page, total, size, blogPageHref);

/** "12 March 2026". */
const POST_DATE = { day: "numeric", month: "long", year: "numeric" } as const;

/**
 * A post date for `<time>`: the instant as ISO 8601 (its `datetime`) and the day people read,
 * "12 March 2026", in the site's time zone (UTC by default). Null without a valid date.
 */
export function postDate(
  value: string | null | undefined,
  timeZone = "UTC",
): { iso: string; text: string } | null {
  return zonedDate(value, zonedFormat("en-GB", POST_DATE, timeZone));
}

/** The time zone a site's dates are shown in: its `timezone` option when it has one. */
export function siteTimeZone(options: object | null | undefined): string {
  const zone = (options as { timezone?: unknown } | null | undefined)?.timezone;
  return typeof zone === "string" && zone.trim() !== "" ? zone : "UTC";
}

/** "Ada Admin", or "" for a post without a known author. */
export function authorName(post: Pick<Post, "author">): string {
  const author = post.author;
  return author ? `${author.firstname} ${author.lastname}`.trim() : "";
}

/** What a card of the blog index shows. */
export type BlogCard = {
  id: number;
  title: string;
  href: string;
  excerpt: string;
  /** When it was first published (else created), ISO; shown with `postDate`. */
  published: string;
  poster: (ImageSource & { alt: string }) | null;
};

/** The cards of a page of blog posts; the date is the first publication (else the creation). */
export function blogCards(posts: readonly Post[]): BlogCard[] {
  return posts.map((post) => {
    const poster = post.media.poster;
    return {
      id: post.id,
      title: post.attributes.title,
      href: publicPath(post.attributes.url),
      excerpt: post.attributes.description,
      published: post.published_at ?? post.created_at,
      poster: poster?.url
        ? {
            url: poster.url,
            width: poster.width,
            height: poster.height,
            thumbnail_url: poster.thumbnail_url,
            alt: poster.alt ?? "",
          }
        : null,
    };
  });
}
