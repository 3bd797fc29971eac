import type { Post, PostSnapshot } from "@fooddir/contract";
import { toEditorData, toSavedDocument } from "../builder/document.ts";

/**
 * A post as GET /api/posts/{id} reads it, as a revision would keep it (ids instead of media
 * items, cuisine ids in order, the builder document without `resolved` data): the live side of a
 * review's comparison when the post has no applied version yet.
 */
export function snapshotOfPost(post: Post): PostSnapshot {
  return {
    title: post.attributes.title,
    url: post.attributes.url,
    description: post.attributes.description,
    post_status_id: post.post_status_id,
    no_index: post.no_index,
    no_follow: post.no_follow,
    show_in_sitemap: post.show_in_sitemap,
    position: post.position,
    poster_id: post.media.poster?.id ?? null,
    logo_id: post.media.logo?.id ?? null,
    cuisines: post.external_data.cuisines.map((c) => c.id).sort((a, b) => a - b),
    profile: (post.profile as PostSnapshot["profile"]) ?? null,
    post_body: post.post_body ? toSavedDocument(toEditorData(post.post_body)) : null,
    deleted_at: post.deleted_at,
    publish_at: post.publish_at ?? null,
    unpublish_at: post.unpublish_at ?? null,
  };
}
