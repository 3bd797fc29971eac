import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cuisineTags } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { cuisineTagColumns } from "./columns.ts";
import { ownsCuisineTag, withUniqueTitle } from "./cuisine-tag-writes.ts";

/**
 * icon_data left out keeps the stored icon. Another tag of the domain with the same title in
 * any case is a 422; a new case of its own title ("mexican" -> "Mexican") is a rename.
 */
export async function updateCuisineTag(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { title: string; icon_data?: string },
) {
  if (!(await ownsCuisineTag(db, tenant, id))) throw notFound();
  const row = await withUniqueTitle(db, tenant, input.title, id, async (tx) => {
    const [updated] = await tx
      .update(cuisineTags)
      .set({
        title: input.title,
        ...(input.icon_data !== undefined ? { icon_data: input.icon_data } : {}),
        updated_at: new Date(),
      })
      .where(and(tenantWhere(tenant, cuisineTags.domain_id), eq(cuisineTags.id, id)))
      .returning(cuisineTagColumns);
    return updated;
  });
  if (!row) throw notFound();
  return row;
}
