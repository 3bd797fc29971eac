import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainOptions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { trustMemberEditsOf } from "../domains/load-domain-options.ts";

/**
 * The domain option `trust_member_edits` (decision 027): whether a member's (role 4) save applies
 * at once like a staff save; false (held for review) when the site never set it.
 */
export async function readTrustMemberEdits(db: Db, tenant: Tenant): Promise<boolean> {
  const [row] = await db
    .select({ value: domainOptions.value })
    .from(domainOptions)
    .where(
      and(
        tenantWhere(tenant, domainOptions.domain_id),
        eq(domainOptions.name, "trust_member_edits"),
      ),
    )
    .limit(1);
  return trustMemberEditsOf(row?.value);
}
