import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { faqCategories } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { faqCategoryColumns } from "./columns.ts";

export async function createFaqCategory(db: Db, tenant: Tenant, name: string) {
  const [{ next }] = await db
    .select({
      next: sql<number>`coalesce(max(${faqCategories.position}) + 1, 0)`.mapWith(Number),
    })
    .from(faqCategories)
    .where(tenantWhere(tenant, faqCategories.domain_id));
  const [row] = await db
    .insert(faqCategories)
    .values({ domain_id: tenant.id, name, position: next })
    .returning(faqCategoryColumns);
  return row;
}
