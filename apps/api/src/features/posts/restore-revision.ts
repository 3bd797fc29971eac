import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cuisineTags, media, postRevisions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import {
  addFieldError,
  type FieldErrors,
  fieldError,
  HttpError,
  notFound,
  validationFailed,
} from "../../http/errors.ts";
import { keepOldUrl } from "./post-redirects.ts";
import { ownedPost, patchPost, replaceCuisines } from "./post-writes.ts";
import { recordRevision } from "./record-revision.ts";
import { assertReferences, rethrowUrlTaken } from "./references.ts";
import { toSnapshot } from "./revision-rows.ts";
import type { PostRow } from "./serialize.ts";

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

  const errors = await missingMedia(db, tenant, version);
  try {
    await assertReferences(db, tenant, { url: version.url }, postId);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 422 && error.errors)) throw error;
    for (const [field, messages] of Object.entries(error.errors)) {
      for (const message of messages) addFieldError(errors, field, message);
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const cuisines = await existingCuisines(db, tenant, version.cuisines);

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

/** `errors.media` naming the version's poster or logo when it is no longer in the library. */
async function missingMedia(
  db: Db,
  tenant: Tenant,
  version: { poster_id: number | null; logo_id: number | null },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const named = (["poster", "logo"] as const).flatMap((label) => {
    const id = version[`${label}_id`];
    return id === null ? [] : [{ label, id }];
  });
  if (named.length === 0) return errors;
  const found = await db
    .select({ id: media.id })
    .from(media)
    .where(
      and(
        tenantWhere(tenant, media.domain_id),
        inArray(
          media.id,
          named.map((n) => n.id),
        ),
      ),
    );
  const present = new Set(found.map((m) => m.id));
  for (const { label, id } of named) {
    if (!present.has(id)) {
      addFieldError(
        errors,
        "media",
        `The ${label} of this version (media #${id}) is no longer in the media library, so this version cannot be restored.`,
      );
    }
  }
  return errors;
}

/** The version's cuisine ids that still exist in the domain (deleted ones are dropped). */
async function existingCuisines(db: Db, tenant: Tenant, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: cuisineTags.id })
    .from(cuisineTags)
    .where(and(tenantWhere(tenant, cuisineTags.domain_id), inArray(cuisineTags.id, ids)));
  const kept = new Set(rows.map((r) => r.id));
  return ids.filter((id) => kept.has(id));
}
