import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { cateringAutoSendOf, cateringMatchesOf } from "../domains/load-domain-options.ts";
import { readOptionValues } from "../domains/read-option-values.ts";

/**
 * The domain's catering options (contract.md "Catering requests that reach the right trucks"):
 * how many trucks a request asks (`catering_matches`) and whether they are mailed at once
 * (`catering_auto_send`), their defaults when the site never set them.
 */
export async function readCateringOptions(
  db: Db,
  tenant: Tenant,
): Promise<{ matches: number; autoSend: boolean }> {
  const byName = await readOptionValues(db, tenant, ["catering_matches", "catering_auto_send"]);
  return {
    matches: cateringMatchesOf(byName.get("catering_matches")),
    autoSend: cateringAutoSendOf(byName.get("catering_auto_send")),
  };
}
