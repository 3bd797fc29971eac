import { POST_TYPES } from "@fooddir/contract";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cuisineTags, postCuisines, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { cuisineTagColumns } from "./columns.ts";

/**
 * The domain's cuisine tags by title. With `withCounts` (team members' reads), each carries
 * `members_count`: its member posts of any status that are not in the trash.
 */
export async function listCuisineTags(db: Db, tenant: Tenant, options: { withCounts: boolean }) {
  const order = [asc(sql`lower(${cuisineTags.title})`), asc(cuisineTags.id)];
  if (!options.withCounts) {
    return db
      .select(cuisineTagColumns)
      .from(cuisineTags)
      .where(tenantWhere(tenant, cuisineTags.domain_id))
      .orderBy(...order);
  }
  const members = db
    .select({ tag_id: postCuisines.cuisine_tag_id, count: sql<number>`count(*)`.as("count") })
    .from(postCuisines)
    .innerJoin(posts, eq(posts.id, postCuisines.post_id))
    .where(
      and(
        tenantWhere(tenant, posts.domain_id),
        eq(posts.post_type_id, POST_TYPES.member),
        isNull(posts.deleted_at),
      ),
    )
    .groupBy(postCuisines.cuisine_tag_id)
    .as("members");
  return db
    .select({
      ...cuisineTagColumns,
      members_count: sql<number>`coalesce(${members.count}, 0)`.mapWith(Number),
    })
    .from(cuisineTags)
    .leftJoin(members, eq(members.tag_id, cuisineTags.id))
    .where(tenantWhere(tenant, cuisineTags.domain_id))
    .orderBy(...order);
}
