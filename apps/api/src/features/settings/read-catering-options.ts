import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { domainOptions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { cateringAutoSendOf, cateringMatchesOf } from "../domains/load-domain-options.ts";

/**
 * The domain's catering options (contract.md "Catering requests that reach the right trucks"):
 * how many trucks a request asks (`catering_matches`) and whether they are mailed at once
 * (`catering_auto_send`), their defaults when the site never set them.
 */
export async function readCateringOptions(
  db: Db,
  tenant: Tenant,
): Promise<{ matches: number; autoSend: boolean }> {
  const rows = await db
    .select({ name: domainOptions.name, value: domainOptions.value })
    .from(domainOptions)
    .where(
      and(
        tenantWhere(tenant, domainOptions.domain_id),
        inArray(domainOptions.name, ["catering_matches", "catering_auto_send"]),
      ),
    );
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  return {
    matches: cateringMatchesOf(byName.get("catering_matches")),
    autoSend: cateringAutoSendOf(byName.get("catering_auto_send")),
  };
}
