import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cuisineTags } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { cuisineTagColumns } from "./columns.ts";

export function listCuisineTags(db: Db, tenant: Tenant) {
  return db
    .select(cuisineTagColumns)
    .from(cuisineTags)
    .where(tenantWhere(tenant, cuisineTags.domain_id))
    .orderBy(asc(sql`lower(${cuisineTags.title})`), asc(cuisineTags.id));
}
