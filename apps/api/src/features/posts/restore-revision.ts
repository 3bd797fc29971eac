import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postRevisions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError, notFound } from "../../http/errors.ts";
import { keepOldUrl } from "./post-redirects.ts";
import { ownedPost, patchPost, replaceCuisines } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";
import { rethrowUrlTaken } from "./references.ts";
import { toSnapshot } from "./revision-rows.ts";
import type { PostRow } from "./serialize.ts";
import { checkVersion } from "./version-checks.ts";

export const NOT_APPLIED = "Only a version that was applied can be restored.";

/**
 * POST /api/posts/{id}/revisions/{rid}/restore: writes the version's fields back (title, url,
 * description, status, indexing, poster and logo, cuisines, profile and body; not the position,
 * the trash or the schedule) through the checks of a data save, and records a `revert`
 * revision, all in one transaction. Cuisines deleted since are left out; a poster or logo
 * deleted since, or a url another post took since, is a 422 and nothing is written.
 */
export async function restoreRevision(
  db: Db,
  tenant: Tenant,
  input: { postId: number; revisionId: number },
  userId: number | null = null,
): Promise<PostRow> {
  const { postId } = input;
  await ownedPost(db, tenant, postId);
  const [revision] = await db
    .select({ status: postRevisions.status, snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .where(
      and(
        tenantWhere(tenant, postRevisions.domain_id),
        eq(postRevisions.post_id, postId),
        eq(postRevisions.id, input.revisionId),
      ),
    )
    .limit(1);
  if (!revision) throw notFound();
  if (revision.status !== "applied") throw fieldError("revision", NOT_APPLIED);
  const version = toSnapshot(revision.snapshot);

  const cuisines = await checkVersion(db, tenant, postId, version);

  try {
    return await db.transaction(async (tx) => {
      const before = await ownedPost(tx, tenant, postId, { lock: true });
      const row = await patchPost(tx, tenant, postId, {
        title: version.title,
        url: version.url,
        description: version.description,
        post_status_id: version.post_status_id,
        no_index: version.no_index,
        no_follow: version.no_follow,
        show_in_sitemap: version.show_in_sitemap,
        poster_id: version.poster_id,
        logo_id: version.logo_id,
        profile: version.profile,
        post_body: version.post_body ?? null,
      });
      await replaceCuisines(tx, tenant, postId, cuisines);
      await keepOldUrl(tx, tenant, postId, before.url, row.url);
      await recordRevision(tx, tenant, { postId, userId, kind: "revert" });
      return row;
    });
  } catch (error) {
    rethrowUrlTaken(error);
  }
}
