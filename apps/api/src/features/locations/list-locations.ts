import { and, asc, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { likeContains } from "../posts/post-filters.ts";
import { locationColumns } from "./columns.ts";

/** The domain's saved places by name; `search` matches name and address. */
export async function listLocations(db: Db, tenant: Tenant, input: { search?: string }) {
  const pattern = input.search ? likeContains(input.search) : null;
  return db
    .select(locationColumns)
    .from(locations)
    .where(
      and(
        tenantWhere(tenant, locations.domain_id),
        pattern ? or(ilike(locations.name, pattern), ilike(locations.address, pattern)) : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id));
}
