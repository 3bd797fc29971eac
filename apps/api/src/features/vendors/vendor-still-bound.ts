import { ROLES } from "@fooddir/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userDomains, userMembers, users } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";

/**
 * Whether the user is, right now, a vendor of the member post on the tenant (decision 027): not
 * deleted or disabled, role 4 on the domain and bound to the post (user_members). Credentials
 * handed to a vendor for one listing (the panel's catering answer tokens) check this on every
 * use, so they end with the binding (issue 37 point 5).
 */
export async function vendorStillBound(
  db: Db,
  tenant: Tenant,
  userId: number,
  memberId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        isNull(users.deleted_at),
        isNull(users.disabled_at),
        sql`exists (select 1 from ${userDomains} where ${userDomains.user_id} = ${users.id}
          and ${userDomains.domain_id} = ${tenant.id} and ${userDomains.role_id} = ${ROLES.member})`,
        sql`exists (select 1 from ${userMembers} where ${userMembers.user_id} = ${users.id}
          and ${userMembers.member_id} = ${memberId} and ${userMembers.domain_id} = ${tenant.id})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
