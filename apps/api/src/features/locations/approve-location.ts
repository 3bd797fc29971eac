import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { locationColumns } from "./columns.ts";
import { findLocation } from "./find-location.ts";

export const LOCATION_NOT_PENDING = "This location is not waiting for review.";

/**
 * Staff (roles 1-3) approve a place a member proposed (issue 37): it becomes `approved` and its
 * stops show on the public pages. 404 if not the domain's; 422 on `location` if not proposed.
 * Answers the place and who proposed it (to be told).
 */
export async function approveLocation(db: Db, tenant: Tenant, id: number) {
  await findLocation(db, tenant, id);
  const [row] = await db
    .update(locations)
    .set({ status: "approved", updated_at: new Date() })
    .where(
      and(
        tenantWhere(tenant, locations.domain_id),
        eq(locations.id, id),
        eq(locations.status, "proposed"),
      ),
    )
    .returning({ ...locationColumns, proposedBy: locations.proposed_by });
  if (!row) throw fieldError("location", LOCATION_NOT_PENDING);
  const { proposedBy, ...place } = row;
  return { place, proposedBy };
}
