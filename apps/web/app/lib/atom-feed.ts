import { type Post, publicPath } from "@fooddir/contract";
import { authorName, BLOG_FEED_PATH, BLOG_PATH } from "./blog.ts";
import { absoluteUrl } from "./seo.ts";

/** Code points XML 1.0 allows (https://www.w3.org/TR/xml/#charsets). */
const xmlAllowed = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/**
 * Text as XML character data or an attribute value: the five special characters escaped and
 * the characters XML 1.0 forbids (C0 controls but tab and newlines, lone surrogates, U+FFFE/F)
 * dropped, so any post text keeps the feed well-formed.
 */
export function xmlText(text: string): string {
  return Array.from(text)
    .filter((char) => xmlAllowed(char.codePointAt(0) ?? 0))
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** An RFC 3339 date-time of an ISO string, or null when it is not a date. */
function rfc3339(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The latest of RFC 3339 UTC dates (they sort as text), or "" for none. */
const latest = (dates: readonly (string | null)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1) ?? "";

export type FeedSite = {
  /** The site's name: the feed's title and its author. */
  name: string;
  /** The site's public origin (PUBLIC_URL), for absolute links. */
  origin: string;
  description?: string;
};

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/** One `<entry>`: a stable id (the post's uuid), its link, dates, author and excerpt. */
function entryXml(post: Post, site: FeedSite): string {
  const url = absoluteUrl(site.origin, publicPath(post.attributes.url));
  const updated = rfc3339(post.updated_at) ?? rfc3339(post.created_at) ?? "";
  const published = rfc3339(post.published_at) ?? rfc3339(post.created_at) ?? updated;
  return [
    "<entry>",
    // The uuid never changes, whatever becomes of the post's url, title or site address.
    element("id", `urn:uuid:${post._id}`),
    element("title", post.attributes.title),
    `<link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
    element("published", published),
    // A post changed before it was published (or dated oddly) is never updated before it was.
    element("updated", latest([updated, published])),
    `<author>${element("name", authorName(post) || site.name)}</author>`,
    element("summary", post.attributes.description || post.attributes.title),
    "</entry>",
  ].join("");
}

/**
 * The Atom feed (RFC 4287) of the blog: feed id, title, updated (the newest entry's, else
 * `now`), self and alternate links, author, and an entry per post in the given order.
 */
export function atomFeed(site: FeedSite, posts: readonly Post[], now = new Date()): string {
  const blogUrl = absoluteUrl(site.origin, BLOG_PATH);
  const selfUrl = absoluteUrl(site.origin, BLOG_FEED_PATH);
  const entries = posts.map((post) => entryXml(post, site));
  const updated = latest(
    posts.flatMap((post) => [rfc3339(post.updated_at), rfc3339(post.published_at)]),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    element("id", blogUrl),
    element("title", `${site.name} blog`),
    site.description ? element("subtitle", site.description) : "",
    element("updated", updated || now.toISOString()),
    `<link rel="self" type="application/atom+xml" href="${xmlText(selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlText(blogUrl)}"/>`,
    `<author>${element("name", site.name)}</author>`,
    ...entries,
    "</feed>\n",
  ].join("");
}
