import { type Post, PREVIEW_LINK_INVALID } from "@fooddir/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cuisineTags, postRevisions, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { HttpError } from "../../http/errors.ts";
import { resolveBlocks } from "./body/resolve-blocks.ts";
import { livePostsWhere } from "./post-filters.ts";
import { verifyPreviewToken } from "./preview-token.ts";
import { toSnapshot } from "./revision-rows.ts";
import { type PostRow, serializePost } from "./serialize.ts";

/** The one answer to every preview link that cannot be used: forged, expired, moved, or gone. */
export const invalidPreview = () => new HttpError(404, PREVIEW_LINK_INVALID);

/**
 * The post a preview token opens, exactly as the public read by url returns a published one
 * (media items, the body's data blocks resolved, no staff-only fields) but whatever its status,
 * a draft included. A link to a member's change (issue 25) shows the post as the change would
 * make it, while the change waits for review. A forged or expired token, one of another domain,
 * a post that was deleted or is in the trash, or a change decided since is the same 404. Reads
 * only. `publish_at`: when the scheduler publishes the post (the preview says so), or null.
 */
export async function findPreviewPost(
  db: Db,
  tenant: Tenant,
  input: { token: string; secret: string; now: Date },
): Promise<{ post: Post; expires_at: string; publish_at: string | null }> {
  const claims = verifyPreviewToken(input.secret, input.token, input.now);
  if (!claims || claims.domain_id !== tenant.id) throw invalidPreview();
  const [live] = await db
    .select()
    .from(posts)
    .where(livePostsWhere(tenant, eq(posts.id, claims.post_id)))
    .limit(1);
  if (!live) throw invalidPreview();
  const change =
    claims.revision_id === undefined ? null : await pendingChange(db, tenant, live, claims);
  const row = change?.row ?? live;
  // The public shape: a tenant without the staff-only origin (no public_url, no catering).
  const { siteOrigin: _staffOnly, ...publicTenant } = tenant;
  const post = await serializePost(db, publicTenant, row);
  if (change) post.external_data.cuisines = await cuisinesOf(db, tenant, change.cuisines);
  await resolveBlocks(db, publicTenant, post.post_body);
  return {
    post,
    expires_at: new Date(claims.exp * 1000).toISOString(),
    publish_at: live.publish_at?.toISOString() ?? null,
  };
}

/** The post row as a pending member change would make it, and its cuisine ids. */
async function pendingChange(
  db: Db,
  tenant: Tenant,
  live: PostRow,
  claims: { post_id: number; revision_id?: number },
): Promise<{ row: PostRow; cuisines: number[] }> {
  const [revision] = await db
    .select({ snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .where(
      and(
        tenantWhere(tenant, postRevisions.domain_id),
        eq(postRevisions.post_id, claims.post_id),
        eq(postRevisions.id, claims.revision_id ?? 0),
        eq(postRevisions.status, "pending"),
      ),
    )
    .limit(1);
  if (!revision) throw invalidPreview();
  const version = toSnapshot(revision.snapshot);
  return {
    row: {
      ...live,
      title: version.title,
      url: version.url,
      description: version.description,
      poster_id: version.poster_id,
      logo_id: version.logo_id,
      profile: version.profile,
      post_body: version.post_body ?? null,
    },
    cuisines: version.cuisines,
  };
}

/** Cuisine tags of the domain by id, as post reads order them. */
async function cuisinesOf(db: Db, tenant: Tenant, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: cuisineTags.id, title: cuisineTags.title, icon_data: cuisineTags.icon_data })
    .from(cuisineTags)
    .where(and(tenantWhere(tenant, cuisineTags.domain_id), inArray(cuisineTags.id, ids)))
    .orderBy(asc(sql`lower(${cuisineTags.title})`), asc(cuisineTags.id));
}
