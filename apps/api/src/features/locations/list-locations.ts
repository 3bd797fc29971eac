import type { LocationStatus } from "@fooddir/contract";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { likeContains } from "../posts/post-filters.ts";
import type { MemberActor } from "../vendors/member-actor.ts";
import { locationColumns } from "./columns.ts";
import { visibleLocations } from "./location-access.ts";

/**
 * The domain's saved places by name; `search` matches name and address, `status` keeps the
 * approved or the proposed ones (staff's review queue). A member (role 4) lists the approved
 * places and those it proposed.
 */
export async function listLocations(
  db: Db,
  tenant: Tenant,
  input: { search?: string; status?: LocationStatus },
  actor: MemberActor | null = null,
) {
  const pattern = input.search ? likeContains(input.search) : null;
  return db
    .select(locationColumns)
    .from(locations)
    .where(
      and(
        tenantWhere(tenant, locations.domain_id),
        pattern ? or(ilike(locations.name, pattern), ilike(locations.address, pattern)) : undefined,
        input.status ? eq(locations.status, input.status) : undefined,
        visibleLocations(actor),
      ),
    )
    .orderBy(asc(locations.name), asc(locations.id));
}
