import { ROLES } from "@fooddir/contract";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userDomains, userMembers, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";

export const LISTING_HAS_OWNER =
  "This listing already has an owner, so it cannot be claimed. If it is yours, sign in to the panel (or reset your password there); otherwise ask the association.";

/**
 * The listings among `memberIds` that a vendor holds (issue 38 point 14): bound to an account
 * that is not deleted or disabled and is a Member (role 4) of the domain, as vendorStillBound
 * asks for one. Public reads say only whether (`claimed`), never who; a claim of such a listing
 * is refused.
 */
export async function claimedListings(
  db: Db,
  tenant: Tenant,
  memberIds: readonly number[],
): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: userMembers.member_id })
    .from(userMembers)
    .innerJoin(users, eq(users.id, userMembers.user_id))
    .where(
      and(
        eq(userMembers.domain_id, tenant.id),
        inArray(userMembers.member_id, [...memberIds]),
        isNull(users.deleted_at),
        isNull(users.disabled_at),
        sql`exists (select 1 from ${userDomains} where ${userDomains.user_id} = ${users.id}
          and ${userDomains.domain_id} = ${tenant.id} and ${userDomains.role_id} = ${ROLES.member})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
