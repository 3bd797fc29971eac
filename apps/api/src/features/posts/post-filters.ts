import { POST_STATUSES } from "@fooddir/contract";
import { eq, isNull } from "drizzle-orm";
import { posts } from "../../db/schema.ts";

// Pieces the post reads share: who reads, the public filter, LIKE escaping, the SEO columns.

/**
 * Who reads: `public` (anonymous callers) sees only what the public site shows, published
 * posts out of the trash; `team` (signed-in callers) sees every post of the domain.
 */
export type Audience = "public" | "team";

export const publicOnly = () => [
  eq(posts.post_status_id, POST_STATUSES.published),
  isNull(posts.deleted_at),
];

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const seoColumns = {
  id: posts.id,
  post_type_id: posts.post_type_id,
  title: posts.title,
  url: posts.url,
  description: posts.description,
  no_index: posts.no_index,
  no_follow: posts.no_follow,
  show_in_sitemap: posts.show_in_sitemap,
};
