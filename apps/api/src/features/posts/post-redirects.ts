import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postRedirects, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { publicOnly } from "./post-filters.ts";

/**
 * After a post's url changed from `from` to `to` (in the write's transaction): the old url now
 * leads to this post, and the new url, live again, is no longer anyone's redirect. The home
 * page's "/" is never kept: it stays the site's home whatever page holds it.
 */
export async function keepOldUrl(
  tx: Db,
  tenant: Tenant,
  postId: number,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await tx
    .delete(postRedirects)
    .where(and(tenantWhere(tenant, postRedirects.domain_id), eq(postRedirects.from_url, to)));
  if (from === "/") return;
  await tx
    .insert(postRedirects)
    .values({ domain_id: tenant.id, from_url: from, post_id: postId })
    .onConflictDoUpdate({
      target: [postRedirects.domain_id, postRedirects.from_url],
      set: { post_id: postId, created_at: new Date() },
    });
}

/**
 * Where an old url leads now: the current url of the published post that had it. 404 when the
 * url was never a post's, or its post is no longer public (unpublished, in the trash).
 */
export async function findRedirect(db: Db, tenant: Tenant, url: string): Promise<{ url: string }> {
  const [row] = await db
    .select({ url: posts.url })
    .from(postRedirects)
    .innerJoin(posts, eq(posts.id, postRedirects.post_id))
    .where(
      and(
        tenantWhere(tenant, postRedirects.domain_id),
        eq(postRedirects.from_url, url),
        tenantWhere(tenant, posts.domain_id),
        ...publicOnly(),
      ),
    )
    .limit(1);
  if (!row || row.url === url) throw notFound();
  return { url: row.url };
}
