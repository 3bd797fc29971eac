import type { Db } from "../../db/client.ts";
import { categories } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { categoryColumns } from "./columns.ts";

export async function createCategory(db: Db, tenant: Tenant, name: string) {
  const [row] = await db
    .insert(categories)
    .values({ domain_id: tenant.id, name })
    .returning(categoryColumns);
  return row;
}
