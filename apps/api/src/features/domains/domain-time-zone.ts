import { canonicalTimeZone, DEFAULT_TIME_ZONE } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { readOptionValues } from "./read-option-values.ts";

/** The domain's time zone option (contract.md "Domain time zone"), UTC when unset. */
export async function domainTimeZone(db: Db, tenant: Tenant): Promise<string> {
  const values = await readOptionValues(db, tenant, ["timezone"]);
  return canonicalTimeZone(values.get("timezone") ?? "") ?? DEFAULT_TIME_ZONE;
}
