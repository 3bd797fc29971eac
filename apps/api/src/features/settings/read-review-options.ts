import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { trustMemberEditsOf } from "../domains/load-domain-options.ts";
import { readOptionValues } from "../domains/read-option-values.ts";

/**
 * The domain option `trust_member_edits` (decision 027): whether a member's (role 4) save applies
 * at once like a staff save; false (held for review) when the site never set it.
 */
export async function readTrustMemberEdits(db: Db, tenant: Tenant): Promise<boolean> {
  const values = await readOptionValues(db, tenant, ["trust_member_edits"]);
  return trustMemberEditsOf(values.get("trust_member_edits"));
}
