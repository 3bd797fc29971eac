import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import type { MemberActor } from "../vendors/member-actor.ts";
import { locationColumns } from "./columns.ts";
import { visibleLocations } from "./location-access.ts";

/**
 * One location of the domain, or 404 (another domain's id included; for a member, role 4,
 * another member's place waiting for review).
 */
export async function findLocation(
  db: Db,
  tenant: Tenant,
  id: number,
  actor: MemberActor | null = null,
) {
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .where(
      and(tenantWhere(tenant, locations.domain_id), eq(locations.id, id), visibleLocations(actor)),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}
