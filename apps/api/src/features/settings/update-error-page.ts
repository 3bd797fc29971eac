import type { ErrorPageBody } from "@fooddir/contract";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainErrorPages, posts } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { addFieldError, type FieldErrors, validationFailed } from "../../http/errors.ts";
import { liveMembersWhere } from "../posts/post-filters.ts";
import { findMediaIdsOfDomain } from "./find-media-ids.ts";

/**
 * Sets the not-found page. The truck image must be a media item of the domain and the members
 * member posts of the domain (not in the trash); anything else is a 422 naming the field.
 */
export async function updateErrorPage(db: Db, tenant: Tenant, input: ErrorPageBody) {
  const errors: FieldErrors = {};
  const imageId = input.truck_image_id;
  if (typeof imageId === "number") {
    const known = await findMediaIdsOfDomain(db, tenant, [imageId]);
    if (!known.has(imageId))
      addFieldError(errors, "truck_image_id", "The selected truck image is invalid.");
  }
  const members = input.members === undefined ? undefined : [...new Set(input.members)];
  if (members && members.length > 0) {
    const rows = await db
      .select({ id: posts.id })
      .from(posts)
      .where(liveMembersWhere(tenant, inArray(posts.id, members)));
    const found = new Set(rows.map((r) => r.id));
    const missing = members.filter((id) => !found.has(id));
    if (missing.length > 0) {
      addFieldError(
        errors,
        "members",
        `These are not members of this site: ${missing.join(", ")}.`,
      );
    }
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const values = {
    title: input.title,
    subtitle: input.subtitle,
    section_title: input.section_title,
    section_text: input.section_text,
    ...(imageId !== undefined ? { truck_image_id: imageId } : {}),
    ...(members !== undefined ? { members } : {}),
    updated_at: new Date(),
  };
  await db
    .insert(domainErrorPages)
    .values({ domain_id: tenant.id, ...values })
    .onConflictDoUpdate({ target: domainErrorPages.domain_id, set: values });
}
