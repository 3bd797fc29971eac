import type { LocationInput } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { locationColumns } from "./columns.ts";

/** Replaces a place's name, address and coordinates; its stops move with it. 404 if not the domain's. */
export async function updateLocation(db: Db, tenant: Tenant, id: number, input: LocationInput) {
  const [row] = await db
    .update(locations)
    .set({ ...input, updated_at: new Date() })
    .where(and(tenantWhere(tenant, locations.domain_id), eq(locations.id, id)))
    .returning(locationColumns);
  if (!row) throw notFound();
  return row;
}
