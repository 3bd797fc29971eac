import { type Post, PREVIEW_LINK_INVALID } from "@fooddir/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { HttpError } from "../../http/errors.ts";
import { resolveBlocks } from "./body/resolve-blocks.ts";
import { verifyPreviewToken } from "./preview-token.ts";
import { serializePost } from "./serialize.ts";

/** The one answer to every preview link that cannot be used: forged, expired, moved, or gone. */
export const invalidPreview = () => new HttpError(404, PREVIEW_LINK_INVALID);

/**
 * The post a preview token opens, exactly as the public read by url returns a published one
 * (media items, the body's data blocks resolved, no staff-only fields) but whatever its status,
 * a draft included. A forged or expired token, one of another domain, or a post that was deleted
 * or is in the trash is the same 404. Reads only.
 */
export async function findPreviewPost(
  db: Db,
  tenant: Tenant,
  input: { token: string; secret: string; now: Date },
): Promise<{ post: Post; expires_at: string }> {
  const claims = verifyPreviewToken(input.secret, input.token, input.now);
  if (!claims || claims.domain_id !== tenant.id) throw invalidPreview();
  const [row] = await db
    .select()
    .from(posts)
    .where(
      and(
        tenantWhere(tenant, posts.domain_id),
        eq(posts.id, claims.post_id),
        isNull(posts.deleted_at),
      ),
    )
    .limit(1);
  if (!row) throw invalidPreview();
  // The public shape: a tenant without the staff-only origin (no public_url, no catering).
  const { siteOrigin: _staffOnly, ...publicTenant } = tenant;
  const post = await serializePost(db, publicTenant, row);
  await resolveBlocks(db, publicTenant, post.post_body);
  return { post, expires_at: new Date(claims.exp * 1000).toISOString() };
}
