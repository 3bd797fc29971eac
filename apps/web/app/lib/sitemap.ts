import type { Post } from "@fooddir/contract";
import { POST_TYPES, publicPath } from "@fooddir/contract";
import { PRIVATE_SCREENS } from "./private-screens.ts";
import { absoluteUrl } from "./seo.ts";

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** Posts a search engine should find: published (the caller's list), in the sitemap, indexable. */
export const inSitemap = (post: Post) => post.show_in_sitemap && !post.no_index;

const dayOf = (date: string) => (/^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : "");

/**
 * /sitemap.xml (sitemaps.org): the member directory, the blog (changed with its newest post),
 * /today and every published post that is in the sitemap and not `no_index`, with its last change.
 */
export function sitemapXml(origin: string, posts: readonly Post[]): string {
  const blogChanged = posts
    .filter((post) => post.post_type_id === POST_TYPES.blog)
    .map((post) => dayOf(post.updated_at))
    .sort()
    .at(-1);
  const entries = [
    { loc: absoluteUrl(origin, "/members"), lastmod: "" },
    { loc: absoluteUrl(origin, "/blog"), lastmod: blogChanged ?? "" },
    // Where to eat today: changes every day, so it has no day of change.
    { loc: absoluteUrl(origin, "/today"), lastmod: "" },
    ...posts.filter(inSitemap).map((post) => ({
      loc: absoluteUrl(origin, publicPath(post.attributes.url)),
      lastmod: dayOf(post.updated_at),
    })),
  ];
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** /robots.txt: the site is open to crawlers except the team's screens; names the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...PRIVATE_SCREENS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
