import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { locations } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { locationColumns } from "./columns.ts";

/** One location of the domain, or 404 (another domain's id included). */
export async function findLocation(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select(locationColumns)
    .from(locations)
    .where(and(tenantWhere(tenant, locations.domain_id), eq(locations.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
