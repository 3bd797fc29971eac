import { canonicalTimeZone, DEFAULT_TIME_ZONE } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainOptions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

/** The domain's time zone option (contract.md "Domain time zone"), UTC when unset. */
export async function domainTimeZone(db: Db, tenant: Tenant): Promise<string> {
  const [row] = await db
    .select({ value: domainOptions.value })
    .from(domainOptions)
    .where(and(tenantWhere(tenant, domainOptions.domain_id), eq(domainOptions.name, "timezone")))
    .limit(1);
  return canonicalTimeZone(row?.value ?? "") ?? DEFAULT_TIME_ZONE;
}
