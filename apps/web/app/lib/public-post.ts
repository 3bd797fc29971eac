import { POST_TYPES, type Post, publicPath } from "@fooddir/contract";
import type { MetaDescriptor } from "react-router";
import { calendarFeedLink, memberCalendarPath } from "./calendar-links.ts";
import { blogFeedLink, seoMeta } from "./seo.ts";
import type { SiteData } from "./site-data.server.ts";

/**
 * The meta tags of a post's public page (the page route's, and the preview page's with
 * `preview`: never indexed, whatever the post says, and titled as a preview).
 */
export function publicPostMeta(
  root: SiteData | undefined,
  page: { post: Post | null; isHome: boolean } | undefined,
  { preview = false }: { preview?: boolean } = {},
): MetaDescriptor[] {
  const post = page?.post;
  const siteName = root?.domain?.seo?.title || root?.domain?.name || "";
  const blog = post?.post_type_id === POST_TYPES.blog;
  const title = page?.isHome ? undefined : post?.attributes.title;
  const tags = seoMeta({
    siteName,
    title: preview ? (title ? `Preview: ${title}` : "Preview") : title,
    description: post?.attributes.description || root?.domain?.seo?.description || "",
    origin: root?.origin ?? "",
    path: post ? publicPath(post.attributes.url) : "/",
    image: post?.media.poster ?? root?.options?.logo ?? null,
    noIndex: preview || post?.no_index,
    noFollow: post?.no_follow,
    type: blog ? "article" : "website",
  });
  if (blog && !preview) return [...tags, ...blogFeedLink(root?.origin ?? "", siteName)];
  // A member page points at its stops' calendar feed (issue 38).
  if (post?.post_type_id === POST_TYPES.member && !preview) {
    const feed = memberCalendarPath(publicPath(post.attributes.url));
    return [...tags, ...calendarFeedLink(root?.origin ?? "", feed, `${title} calendar`)];
  }
  return tags;
}
