import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations, memberCatering, stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { LOCATION_NOT_PENDING } from "./approve-location.ts";
import { locationColumns } from "./columns.ts";
import { findLocation } from "./find-location.ts";

/**
 * Staff (roles 1-3) reject a place a member proposed (issue 37): it is deleted with the stops
 * at it, which were never public, in one transaction; a catering profile basing itself there
 * loses its base. 404 if not the domain's; 422 on `location` if not proposed. Answers the
 * deleted place with how many stops went with it, and who proposed it (to be told).
 */
export async function rejectLocation(db: Db, tenant: Tenant, id: number) {
  await findLocation(db, tenant, id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ ...locationColumns, proposedBy: locations.proposed_by })
      .from(locations)
      .where(
        and(
          tenantWhere(tenant, locations.domain_id),
          eq(locations.id, id),
          eq(locations.status, "proposed"),
        ),
      )
      .for("update");
    if (!row) throw fieldError("location", LOCATION_NOT_PENDING);
    const { proposedBy, ...place } = row;
    const removed = await tx
      .delete(stops)
      .where(and(tenantWhere(tenant, stops.domain_id), eq(stops.location_id, id)))
      .returning({ id: stops.id });
    await tx
      .update(memberCatering)
      .set({ base_location_id: null })
      .where(
        and(tenantWhere(tenant, memberCatering.domain_id), eq(memberCatering.base_location_id, id)),
      );
    await tx
      .delete(locations)
      .where(and(tenantWhere(tenant, locations.domain_id), eq(locations.id, id)));
    return { place: { ...place, removed_stops: removed.length }, proposedBy };
  });
}
