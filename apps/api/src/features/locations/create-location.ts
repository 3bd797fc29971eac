import type { LocationInput } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { locationColumns } from "./columns.ts";

/** Saves a place of the domain (name, address, coordinates checked by the contract's schema). */
export async function createLocation(db: Db, tenant: Tenant, input: LocationInput) {
  const [row] = await db
    .insert(locations)
    .values({ domain_id: tenant.id, ...input })
    .returning(locationColumns);
  return row;
}
