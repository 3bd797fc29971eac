import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainOptions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

/**
 * The stored text of a few named options of the domain, by name, read in one query (a name the
 * site never set is absent). The whole set, with its media, is `loadDomainOptions`.
 */
export async function readOptionValues(
  db: Db,
  tenant: Tenant,
  names: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: domainOptions.name, value: domainOptions.value })
    .from(domainOptions)
    .where(
      and(tenantWhere(tenant, domainOptions.domain_id), inArray(domainOptions.name, [...names])),
    );
  return new Map(rows.map((r) => [r.name, r.value]));
}
