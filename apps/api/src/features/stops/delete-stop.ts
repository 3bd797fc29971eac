import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import type { MemberScope } from "../vendors/member-scope.ts";

/**
 * Deletes a stop with its whole series (404 if not the domain's; for a member, role 4, if not
 * of one of its listings).
 */
export async function deleteStop(db: Db, tenant: Tenant, id: number, scope: MemberScope = null) {
  const deleted = await db
    .delete(stops)
    .where(
      and(
        tenantWhere(tenant, stops.domain_id),
        eq(stops.id, id),
        scope === null ? undefined : inArray(stops.member_id, [...scope]),
      ),
    )
    .returning({ id: stops.id });
  if (deleted.length === 0) throw notFound();
}
