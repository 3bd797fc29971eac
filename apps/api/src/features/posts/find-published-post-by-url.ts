import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { publicOnly } from "./post-filters.ts";
import type { PostRow } from "./serialize.ts";

/** The published, untrashed post at a (normalized) url, for everyone. */
export async function findPublishedPostByUrl(
  db: Db,
  tenant: Tenant,
  url: string,
): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(tenantWhere(tenant, posts.domain_id), eq(posts.url, url), ...publicOnly()))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
