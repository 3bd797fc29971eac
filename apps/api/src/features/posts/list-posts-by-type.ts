import { POST_STATUSES, POST_TYPES, type PostsByTypeQuery, parseDateTime } from "@fooddir/contract";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { type Audience, matchesSearch } from "./post-filters.ts";
import { highlightOf, rankMemberSearch } from "./search-members.ts";
import { selectPostsJson } from "./select-posts-json.ts";

/** Titles sort case-insensitively whatever the database collation (PGlite's is "C"). */
const SORT_COLUMNS = {
  position: posts.position,
  title: sql`lower(${posts.title})`,
  created_at: posts.created_at,
  updated_at: posts.updated_at,
  // Never published (drafts, for the team): as of their creation.
  published_at: sql`coalesce(${posts.published_at}, ${posts.created_at})`,
} as const;

/** A page of posts of one type in the contract's shape, with the total of the whole match. */
export async function listPostsByType(
  db: Db,
  tenant: Tenant,
  query: PostsByTypeQuery & { audience: Audience },
) {
  const isPublic = query.audience === "public";
  const trash = !isPublic && (query.deleted === "1" || query.deleted === "true");
  const conditions: SQL[] = [
    tenantWhere(tenant, posts.domain_id),
    eq(posts.post_type_id, query.type),
    trash ? isNotNull(posts.deleted_at) : isNull(posts.deleted_at),
  ];
  if (isPublic) conditions.push(eq(posts.post_status_id, POST_STATUSES.published));
  else if (query.status !== undefined) conditions.push(eq(posts.post_status_id, query.status));
  const start = query.startDate ? parseDateTime(query.startDate) : null;
  if (start) conditions.push(gte(posts.created_at, start));
  const end = query.endDate ? parseDateTime(query.endDate) : null;
  // The end is inclusive to its second: 23:59:59 covers 23:59:59.999.
  if (end) conditions.push(lt(posts.created_at, new Date(end.getTime() + 1000)));
  // The public search of members matches words, ranked (search-members.ts); the team's lists
  // filter by a literal piece of title, url or description.
  const wordSearch = isPublic && query.type === POST_TYPES.member && Boolean(query.search);
  if (query.search && !wordSearch) {
    const columns = [posts.title, posts.url, posts.description];
    conditions.push(matchesSearch(query.search, columns));
  }
  const where = and(...conditions) as SQL;
  const direction = query.sortDir === "desc" ? desc : asc;
  const order = [direction(SORT_COLUMNS[query.sortBy]), direction(posts.id)];
  if (wordSearch) return searchPage(db, tenant, where, order, query);
  const page = await selectPostsJson(db, tenant, {
    where,
    orderBy: order,
    limit: query.limit,
    offset: query.offset,
  });
  // A page past the end has no row to carry the total: count separately (rare).
  if (page.posts.length === 0 && query.offset > 0) {
    const [{ total }] = await db.select({ total: count() }).from(posts).where(where);
    return { posts: page.posts, total };
  }
  return page;
}

/** A page of a public member search, best match first, each with where it matched. */
async function searchPage(
  db: Db,
  tenant: Tenant,
  where: SQL,
  order: SQL[],
  query: PostsByTypeQuery,
) {
  const ranked = await rankMemberSearch(db, tenant, where, order, query.search ?? "");
  // No word to look for (only punctuation or single letters): nothing matches.
  if (!ranked) return { posts: [], total: 0 };
  const ids = ranked.ids.slice(query.offset, query.offset + query.limit);
  if (ids.length === 0) return { posts: [], total: ranked.ids.length };
  const page = await selectPostsJson(db, tenant, {
    where: and(tenantWhere(tenant, posts.domain_id), inArray(posts.id, ids)) as SQL,
    orderBy: [
      sql`array_position(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[], ${posts.id})`,
    ],
    limit: ids.length,
    offset: 0,
  });
  return {
    posts: page.posts.map((post) => ({ ...post, highlight: highlightOf(post, ranked.terms) })),
    total: ranked.ids.length,
  };
}
