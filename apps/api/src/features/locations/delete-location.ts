import { locationInUse } from "@fooddir/contract";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { deleteOwnedRow } from "../../db/delete-owned-row.ts";
import { locations, stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError, notFound } from "../../http/errors.ts";
import { findLocation } from "./find-location.ts";

/**
 * Deletes a place of the domain (404 if not its own). A place stops still use is refused with
 * a 422 on `location` naming how many (contract.md); the foreign key refuses it too, should a
 * stop arrive in between.
 */
export async function deleteLocation(db: Db, tenant: Tenant, id: number) {
  await findLocation(db, tenant, id);
  const [{ used }] = await db
    .select({ used: count() })
    .from(stops)
    .where(and(tenantWhere(tenant, stops.domain_id), eq(stops.location_id, id)));
  if (used > 0) throw fieldError("location", locationInUse(used));
  if (!(await deleteOwnedRow(db, tenant, locations, id))) throw notFound();
}
