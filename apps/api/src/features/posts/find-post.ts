import type { Post } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import type { MediaActor } from "../media/visible-media.ts";
import { resolveBlocks } from "./body/resolve-blocks.ts";
import { type Audience, publicOnly } from "./post-filters.ts";
import { serializePost } from "./serialize.ts";

/**
 * A post of the request's domain in the contract's shape, its body's data blocks resolved;
 * anonymous callers get only a published, untrashed one. Its media are those `actor` may see
 * (visible-media.ts).
 */
export async function findPost(
  db: Db,
  tenant: Tenant,
  input: { id: number; audience: Audience; actor?: MediaActor },
): Promise<Post> {
  const conditions = [tenantWhere(tenant, posts.domain_id), eq(posts.id, input.id)];
  if (input.audience === "public") conditions.push(...publicOnly());
  const [row] = await db
    .select()
    .from(posts)
    .where(and(...conditions))
    .limit(1);
  if (!row) throw notFound();
  const post = await serializePost(db, tenant, row, input.actor);
  await resolveBlocks(db, tenant, post.post_body);
  return post;
}
