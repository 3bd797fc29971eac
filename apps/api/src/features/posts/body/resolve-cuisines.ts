import { POST_TYPES, publicPath, type ResolvedCuisine } from "@fooddir/contract";
import { asc, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cuisineTags, postCuisines, posts } from "../../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../../db/tenant.ts";
import { publicPostsOfType } from "./queries.ts";

/**
 * What a CuisineList shows (the same for every such block of a read, ONE query): every cuisine
 * tag of the domain by title, with its number of published members and the path of the
 * published cuisine page tagged with it (the first by position), or null without one.
 */
export async function resolveCuisines(db: Db, tenant: Tenant): Promise<ResolvedCuisine[]> {
  const tagged = (type: number) => sql`from ${postCuisines}
    join ${posts} on ${posts.id} = ${postCuisines.post_id}
    where ${postCuisines.cuisine_tag_id} = ${cuisineTags.id} and ${publicPostsOfType(tenant, type)}`;
  const rows = await db
    .select({
      id: cuisineTags.id,
      title: cuisineTags.title,
      count: sql`(select count(*) ${tagged(POST_TYPES.member)})`.mapWith(Number),
      page: sql<string | null>`(select ${posts.url} ${tagged(POST_TYPES.cuisine)}
        order by ${posts.position}, ${posts.id} limit 1)`,
    })
    .from(cuisineTags)
    .where(tenantWhere(tenant, cuisineTags.domain_id))
    .orderBy(asc(sql`lower(${cuisineTags.title})`), asc(cuisineTags.id));
  return rows.map(({ page, ...tag }) => ({ ...tag, url: page === null ? null : publicPath(page) }));
}
