import type { Post } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { resolveBlocks } from "./body/resolve-blocks.ts";
import { publicOnly } from "./post-filters.ts";
import { serializePost } from "./serialize.ts";

/**
 * The published, untrashed post at a (normalized) url, for everyone, in the contract's shape
 * with its body's data blocks resolved.
 */
export async function findPublishedPostByUrl(db: Db, tenant: Tenant, url: string): Promise<Post> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(tenantWhere(tenant, posts.domain_id), eq(posts.url, url), ...publicOnly()))
    .limit(1);
  if (!row) throw notFound();
  const post = await serializePost(db, tenant, row);
  await resolveBlocks(db, tenant, post.post_body);
  return post;
}
