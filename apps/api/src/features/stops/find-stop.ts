import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { stopColumns } from "./columns.ts";

/** One stop of the domain, or 404 (another domain's id included). */
export async function findStop(db: Db, tenant: Tenant, id: number) {
  const [row] = await db
    .select(stopColumns)
    .from(stops)
    .where(and(tenantWhere(tenant, stops.domain_id), eq(stops.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
