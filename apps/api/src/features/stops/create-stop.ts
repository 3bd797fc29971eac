import type { StopInput } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import type { MemberScope } from "../vendors/member-scope.ts";
import { stopColumns } from "./columns.ts";
import { checkStop } from "./stop-rules.ts";

/**
 * Adds a stop of a member at a location, one-off or repeating (stop-rules.ts checks it); a
 * member (role 4, `scope`) adds stops of its own listings only.
 */
export async function createStop(
  db: Db,
  tenant: Tenant,
  input: StopInput,
  scope: MemberScope = null,
) {
  const timeZone = await domainTimeZone(db, tenant);
  const checked = await checkStop(db, tenant, input, timeZone, scope);
  const [row] = await db
    .insert(stops)
    .values({
      domain_id: tenant.id,
      member_id: input.member_id,
      location_id: input.location_id,
      starts_at: input.starts_at,
      ends_at: input.ends_at,
      note: input.note ?? "",
      ...checked,
    })
    .returning(stopColumns);
  return row;
}
