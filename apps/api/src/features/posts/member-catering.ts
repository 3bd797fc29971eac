import { type CateringProfileRead, POST_TYPES, type PostCreate } from "@fooddir/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberCatering } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";

// A member post's catering profile (contract.md "Catering requests that reach the right trucks"):
// what writes store in member_catering and what STAFF reads return. Public reads never carry it:
// serialize.ts and select-posts-json.ts read it only for a tenant with `siteOrigin` (a signed-in
// team member's request), which the public reads never have.

export const NOT_A_MEMBER = "Only member posts have a catering profile.";

/**
 * Checks the `catering` of a write before anything is written: a profile on another post type is
 * a 422 on `catering` (null and absent are fine: nothing to store).
 */
export function assertCateringType(postTypeId: number, catering: PostCreate["catering"]) {
  if (catering != null && postTypeId !== POST_TYPES.member) {
    throw fieldError("catering", NOT_A_MEMBER);
  }
}

/**
 * Stores the profile of a write (in the write's transaction): a profile replaces the row, null
 * deletes it, absent keeps it. The caller has checked the type and the base location.
 */
export async function writeCatering(
  tx: Db,
  tenant: Tenant,
  postId: number,
  catering: PostCreate["catering"],
) {
  if (catering === undefined) return;
  if (catering === null) {
    await tx
      .delete(memberCatering)
      .where(
        and(tenantWhere(tenant, memberCatering.domain_id), eq(memberCatering.post_id, postId)),
      );
    return;
  }
  const values = {
    offers: catering.offers,
    min_guests: catering.min_guests,
    max_guests: catering.max_guests,
    radius_km: catering.radius_km,
    base_location_id: catering.base_location_id,
    lead_days: catering.lead_days,
    contact_email: catering.contact_email,
  };
  await tx
    .insert(memberCatering)
    .values({ post_id: postId, domain_id: tenant.id, ...values })
    .onConflictDoUpdate({
      target: memberCatering.post_id,
      set: { ...values, updated_at: sql`now()` },
      setWhere: eq(memberCatering.domain_id, tenant.id),
    });
}

type CateringRow = typeof memberCatering.$inferSelect;

/** A stored profile as staff reads return it. */
export function toCateringRead(
  row: Omit<CateringRow, "created_at" | "updated_at">,
): CateringProfileRead {
  return {
    offers: row.offers,
    min_guests: row.min_guests,
    max_guests: row.max_guests,
    radius_km: row.radius_km,
    base_location_id: row.base_location_id,
    lead_days: row.lead_days,
    contact_email: row.contact_email,
  };
}

/** The profiles of these posts of the domain, by post id (one query; none asked, none read). */
export async function loadCatering(
  db: Db,
  tenant: Tenant,
  postIds: number[],
): Promise<Map<number, CateringProfileRead>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(memberCatering)
    .where(
      and(tenantWhere(tenant, memberCatering.domain_id), inArray(memberCatering.post_id, postIds)),
    );
  return new Map(rows.map((r) => [r.post_id, toCateringRead(r)]));
}

/**
 * What a read of this post carries about catering: for a member post `offers_catering` (every
 * read: the public member page offers "Book this truck", issue 38) and, read by staff
 * (`siteOrigin` set), `catering`, the profile or null; nothing (the keys left out) otherwise.
 */
export function cateringOf(
  tenant: Pick<Tenant, "siteOrigin">,
  row: { id: number; post_type_id: number },
  profiles: Map<number, CateringProfileRead>,
): { catering?: CateringProfileRead | null; offers_catering?: boolean } {
  if (row.post_type_id !== POST_TYPES.member) return {};
  const profile = profiles.get(row.id) ?? null;
  const offers_catering = profile?.offers ?? false;
  return tenant.siteOrigin ? { catering: profile, offers_catering } : { offers_catering };
}
