import { and, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { bodyMediaIds } from "../posts/body/body-media.ts";

/**
 * The domain's posts (trashed ones included) whose page-builder body shows `mediaId` in an Image,
 * Hero or Gallery block. PostgreSQL narrows the rows to bodies with an `image` member equal to
 * the id anywhere; the block walk then keeps only real media props.
 */
export async function postsUsingMediaInBody(db: Db, tenant: Tenant, mediaId: number) {
  const rows = await db
    .select({ id: posts.id, post_body: posts.post_body })
    .from(posts)
    .where(
      and(
        tenantWhere(tenant, posts.domain_id),
        sql`jsonb_path_exists(${posts.post_body}, '$.** ? (@.image == $id)', jsonb_build_object('id', ${mediaId}::int))`,
      ),
    );
  return rows.filter((row) => bodyMediaIds(row.post_body).includes(mediaId));
}
