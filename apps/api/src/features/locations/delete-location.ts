import { locationInUse, locationIsCateringBase } from "@fooddir/contract";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deleteOwnedRow } from "../../db/delete-owned-row.ts";
import { isForeignKeyViolation } from "../../db/foreign-key-violation.ts";
import { locations, memberCatering, stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError, notFound } from "../../http/errors.ts";
import { findLocation } from "./find-location.ts";

/**
 * Deletes a place of the domain (404 if not its own). A place stops still use, or a member's
 * catering profile names as its base, is refused with a 422 on `location` naming how many
 * (contract.md); the foreign keys refuse it too, should a stop or profile arrive in between.
 */
export async function deleteLocation(db: Db, tenant: Tenant, id: number) {
  await findLocation(db, tenant, id);
  await assertUnused(db, tenant, id);
  let deleted: boolean;
  try {
    deleted = await deleteOwnedRow(db, tenant, locations, id);
  } catch (error) {
    // A stop or profile that arrived since the check: name it like the check does.
    if (isForeignKeyViolation(error)) await assertUnused(db, tenant, id);
    throw error;
  }
  if (!deleted) throw notFound();
}

/** 422 on `location` when stops use the place or catering profiles name it as their base. */
async function assertUnused(db: Db, tenant: Tenant, id: number) {
  const [{ used }] = await db
    .select({ used: count() })
    .from(stops)
    .where(and(tenantWhere(tenant, stops.domain_id), eq(stops.location_id, id)));
  if (used > 0) throw fieldError("location", locationInUse(used));
  const [{ bases }] = await db
    .select({ bases: count() })
    .from(memberCatering)
    .where(
      and(tenantWhere(tenant, memberCatering.domain_id), eq(memberCatering.base_location_id, id)),
    );
  if (bases > 0) throw fieldError("location", locationIsCateringBase(bases));
}
