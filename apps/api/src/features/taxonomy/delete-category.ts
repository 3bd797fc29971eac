import type { Db } from "../../db/client.ts";
import { deleteOwnedRow } from "../../db/delete-owned-row.ts";
import { categories } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";

export async function deleteCategory(db: Db, tenant: Tenant, id: number) {
  if (!(await deleteOwnedRow(db, tenant, categories, id))) throw notFound();
}
