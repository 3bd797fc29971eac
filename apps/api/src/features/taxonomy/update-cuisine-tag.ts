import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cuisineTags } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { cuisineTagColumns } from "./columns.ts";

/** icon_data left out keeps the stored icon. */
export async function updateCuisineTag(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { title: string; icon_data?: string },
) {
  const [row] = await db
    .update(cuisineTags)
    .set({
      title: input.title,
      ...(input.icon_data !== undefined ? { icon_data: input.icon_data } : {}),
      updated_at: new Date(),
    })
    .where(and(tenantWhere(tenant, cuisineTags.domain_id), eq(cuisineTags.id, id)))
    .returning(cuisineTagColumns);
  if (!row) throw notFound();
  return row;
}
