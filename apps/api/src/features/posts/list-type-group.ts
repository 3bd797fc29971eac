import type { PostTypeId } from "@fooddir/contract";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

export async function listTypeGroup(db: Db, tenant: Tenant, type: PostTypeId) {
  return db
    .select({ id: posts.id, _id: posts.uuid, title: posts.title, url: posts.url })
    .from(posts)
    .where(
      and(
        tenantWhere(tenant, posts.domain_id),
        eq(posts.post_type_id, type),
        isNull(posts.deleted_at),
      ),
    )
    .orderBy(asc(posts.position), asc(posts.id));
}
