import {
  POST_STATUSES,
  type PostsByTypeQuery,
  type PostTypeId,
  parseDateTime,
} from "@fooddir/contract";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import type { PostRow } from "./serialize.ts";

/** Anonymous callers see only what the public site shows: published posts out of the trash. */
export function isPublicCaller(request: FastifyRequest): boolean {
  return request.auth === null;
}

const publicOnly = () => [
  eq(posts.post_status_id, POST_STATUSES.published),
  isNull(posts.deleted_at),
];

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Titles sort case-insensitively whatever the database collation (PGlite's is "C"). */
const SORT_COLUMNS = {
  position: posts.position,
  title: sql`lower(${posts.title})`,
  created_at: posts.created_at,
  updated_at: posts.updated_at,
} as const;

export async function listPostsByType(db: Db, request: FastifyRequest, query: PostsByTypeQuery) {
  const trash = !isPublicCaller(request) && (query.deleted === "1" || query.deleted === "true");
  const conditions: SQL[] = [
    tenantWhere(request, posts.domain_id),
    eq(posts.post_type_id, query.type),
    trash ? isNotNull(posts.deleted_at) : isNull(posts.deleted_at),
  ];
  if (isPublicCaller(request)) conditions.push(eq(posts.post_status_id, POST_STATUSES.published));
  else if (query.status !== undefined) conditions.push(eq(posts.post_status_id, query.status));
  const start = query.startDate ? parseDateTime(query.startDate) : null;
  if (start) conditions.push(gte(posts.created_at, start));
  const end = query.endDate ? parseDateTime(query.endDate) : null;
  // The end is inclusive to its second: 23:59:59 covers 23:59:59.999.
  if (end) conditions.push(lt(posts.created_at, new Date(end.getTime() + 1000)));
  if (query.search) {
    const pattern = likeContains(query.search);
    conditions.push(
      or(
        ilike(posts.title, pattern),
        ilike(posts.url, pattern),
        ilike(posts.description, pattern),
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const direction = query.sortDir === "desc" ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sortBy]), direction(posts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return { rows, total };
}

/** A post of the request's domain; anonymous callers get only a published, untrashed one. */
export async function findPost(db: Db, request: FastifyRequest, id: number): Promise<PostRow> {
  const conditions = [tenantWhere(request, posts.domain_id), eq(posts.id, id)];
  if (isPublicCaller(request)) conditions.push(...publicOnly());
  const [row] = await db
    .select()
    .from(posts)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The published, untrashed post at a (normalized) url, for everyone. */
export async function findPublishedByUrl(
  db: Db,
  request: FastifyRequest,
  url: string,
): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(tenantWhere(request, posts.domain_id), eq(posts.url, url), ...publicOnly()))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listTypeGroup(db: Db, request: FastifyRequest, type: PostTypeId) {
  return db
    .select({ id: posts.id, _id: posts.uuid, title: posts.title, url: posts.url })
    .from(posts)
    .where(
      and(
        tenantWhere(request, posts.domain_id),
        eq(posts.post_type_id, type),
        isNull(posts.deleted_at),
      ),
    )
    .orderBy(asc(posts.position), asc(posts.id));
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

export async function listSeo(db: Db, request: FastifyRequest) {
  return db
    .select(seoColumns)
    .from(posts)
    .where(and(tenantWhere(request, posts.domain_id), isNull(posts.deleted_at)))
    .orderBy(asc(posts.post_type_id), asc(posts.position), asc(posts.id));
}
