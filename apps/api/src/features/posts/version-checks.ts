import type { PostSnapshot } from "@fooddir/contract";
import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cuisineTags, media } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, HttpError, validationFailed } from "../../http/errors.ts";
import { assertReferences } from "./references.ts";

// Shared by the writes that put a stored version back (restore, approving a member's change;
// not operations themselves).

/**
 * Checks a stored version before it is written back, like a data save: its url is free in the
 * domain (unless `url: false`: the write keeps the live url), its poster and logo are still in
 * the media library (422 `errors.media`); every problem at once, before anything is written.
 * Returns the version's cuisine ids that still exist (deleted ones are dropped).
 */
export async function checkVersion(
  db: Db,
  tenant: Tenant,
  postId: number,
  version: Pick<PostSnapshot, "url" | "poster_id" | "logo_id" | "cuisines">,
  { url = true }: { url?: boolean } = {},
): Promise<number[]> {
  const errors = await missingMedia(db, tenant, version);
  if (url) {
    try {
      await assertReferences(db, tenant, { url: version.url }, postId);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 422 && error.errors)) throw error;
      for (const [field, messages] of Object.entries(error.errors)) {
        for (const message of messages) addFieldError(errors, field, message);
      }
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return existingCuisines(db, tenant, version.cuisines);
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
