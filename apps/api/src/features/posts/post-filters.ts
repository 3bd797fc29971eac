import { POST_STATUSES, POST_TYPES } from "@fooddir/contract";
import { and, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

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

/** The members the public site shows: member posts, published, out of the trash. */
export const publicMembers = () => [eq(posts.post_type_id, POST_TYPES.member), ...publicOnly()];

/** A post as a link names it: id, title and its url. */
export const postRefColumns = { id: posts.id, title: posts.title, url: posts.url };

/** The posts of the active domain out of the trash, narrowed by `conditions`. */
export const livePostsWhere = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  and(tenantWhere(tenant, posts.domain_id), isNull(posts.deleted_at), ...conditions);

/** The member posts of the active domain out of the trash (any status), narrowed by `conditions`. */
export const liveMembersWhere = (tenant: Tenant, ...conditions: (SQL | undefined)[]) =>
  livePostsWhere(tenant, eq(posts.post_type_id, POST_TYPES.member), ...conditions);

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A list's `search`: the text stands (case-insensitive, literally) in one of `columns`. */
export function matchesSearch(text: string, columns: PgColumn[]): SQL {
  const pattern = likeContains(text);
  return or(...columns.map((column) => ilike(column, pattern))) as SQL;
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
