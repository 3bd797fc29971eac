import { isReservedPostUrl, type PostCreate, RESERVED_URL_MESSAGE } from "@fooddir/contract";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/foreign-key-violation.ts";
import { cuisineTags, locations, media, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";

export const URL_TAKEN = "The url has already been taken.";
const BASE_INVALID = "The selected base location is invalid.";
const POSTS_URL_INDEX = "posts_domain_url_idx";

type References = Pick<PostCreate, "url" | "media" | "external_data" | "catering">;

/**
 * Checks what the schema cannot: the url is free in the domain (across all types, trash
 * included) and not one the site serves itself (reserved-paths.ts: the schema checks it on
 * input; a stored version written back, restore or approval, is checked here), and media, cuisine tags and the catering base location named by id belong to the
 * same domain.
 * Every problem is reported at once as a 422.
 */
export async function assertReferences(
  db: Db,
  tenant: Tenant,
  input: References,
  exceptPostId?: number,
) {
  const errors: FieldErrors = {};
  if (isReservedPostUrl(input.url)) addFieldError(errors, "url", RESERVED_URL_MESSAGE);
  const urlConditions = [tenantWhere(tenant, posts.domain_id), eq(posts.url, input.url)];
  if (exceptPostId !== undefined) urlConditions.push(ne(posts.id, exceptPostId));
  const taken = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(...urlConditions))
    .limit(1);
  if (taken.length > 0) addFieldError(errors, "url", URL_TAKEN);

  for (const field of ["poster_id", "logo_id"] as const) {
    const id = input.media?.[field];
    if (id === undefined || id === null) continue;
    const found = await db
      .select({ id: media.id })
      .from(media)
      .where(and(tenantWhere(tenant, media.domain_id), eq(media.id, id)))
      .limit(1);
    if (found.length === 0) {
      addFieldError(
        errors,
        `media.${field}`,
        `The selected ${field.replace("_id", "")} is invalid.`,
      );
    }
  }

  const cuisineIds = [...new Set(input.external_data?.cuisines ?? [])];
  if (cuisineIds.length > 0) {
    const found = await db
      .select({ id: cuisineTags.id })
      .from(cuisineTags)
      .where(and(tenantWhere(tenant, cuisineTags.domain_id), inArray(cuisineTags.id, cuisineIds)));
    if (found.length !== cuisineIds.length) {
      addFieldError(errors, "external_data.cuisines", "The selected cuisines are invalid.");
    }
  }

  const baseId = input.catering?.base_location_id;
  if (baseId != null) {
    const found = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(tenantWhere(tenant, locations.domain_id), eq(locations.id, baseId)))
      .limit(1);
    if (found.length === 0) {
      addFieldError(errors, "catering.base_location_id", BASE_INVALID);
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/**
 * A concurrent save that took the url between our check and our write ends the same way; so
 * does a catering base location deleted in between (its foreign key refuses the write).
 */
export function rethrowUrlTaken(error: unknown): never {
  if (isUniqueViolation(error, POSTS_URL_INDEX)) throw validationFailed({ url: [URL_TAKEN] });
  if (isForeignKeyViolation(error, CATERING_BASE_FK)) {
    throw validationFailed({ "catering.base_location_id": [BASE_INVALID] });
  }
  throw error;
}

const CATERING_BASE_FK = "member_catering_base_location_id_locations_id_fk";
