import { POST_TYPES } from "@fooddir/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { memberCatering, posts } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { publicOnly } from "../posts/post-filters.ts";

/** A member post (a truck's listing) and the contact address of its catering profile. */
export type Listing = { id: number; title: string; contactEmail: string | null };

/**
 * The live member post `memberId` of the tenant's domain, with its catering contact address
 * (lowercased; null when it has none); `published` asks for one the public site shows. Anything
 * else (another domain's post, a page, a post in the trash, an unknown id) is a 404.
 */
export async function findListing(
  db: Db,
  tenant: Tenant,
  memberId: number,
  options: { published: boolean },
): Promise<Listing> {
  const listing = await listingOf(db, tenant, memberId, options);
  if (!listing) throw notFound();
  return listing;
}

/** findListing's listing, or null where it answers 404 (a caller that refuses otherwise). */
export async function listingOf(
  db: Db,
  tenant: Tenant,
  memberId: number,
  options: { published: boolean },
): Promise<Listing | null> {
  const [row] = await db
    .select({ id: posts.id, title: posts.title, contact: memberCatering.contact_email })
    .from(posts)
    .leftJoin(
      memberCatering,
      and(eq(memberCatering.post_id, posts.id), eq(memberCatering.domain_id, posts.domain_id)),
    )
    .where(
      and(
        tenantWhere(tenant, posts.domain_id),
        eq(posts.id, memberId),
        eq(posts.post_type_id, POST_TYPES.member),
        isNull(posts.deleted_at),
        ...(options.published ? publicOnly() : []),
      ),
    )
    .limit(1);
  if (!row) return null;
  const contact = row.contact?.trim().toLowerCase() ?? "";
  return { id: row.id, title: row.title, contactEmail: contact === "" ? null : contact };
}
