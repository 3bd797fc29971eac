import { asc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { categoryColumns } from "./columns.ts";

export function listCategories(db: Db, tenant: Tenant) {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(tenantWhere(tenant, categories.domain_id))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id));
}
