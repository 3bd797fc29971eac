import { and, asc, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { seoColumns } from "./post-filters.ts";

export async function listPostSeo(db: Db, tenant: Tenant) {
  return db
    .select(seoColumns)
    .from(posts)
    .where(and(tenantWhere(tenant, posts.domain_id), isNull(posts.deleted_at)))
    .orderBy(asc(posts.post_type_id), asc(posts.position), asc(posts.id));
}
