import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import type { MemberScope } from "../vendors/member-scope.ts";
import { stopColumns } from "./columns.ts";

/**
 * One stop of the domain, or 404 (another domain's id included; for a member, role 4, a stop of
 * another listing).
 */
export async function findStop(db: Db, tenant: Tenant, id: number, scope: MemberScope = null) {
  const [row] = await db
    .select(stopColumns)
    .from(stops)
    .where(
      and(
        tenantWhere(tenant, stops.domain_id),
        eq(stops.id, id),
        scope === null ? undefined : inArray(stops.member_id, [...scope]),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}
