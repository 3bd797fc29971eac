import type { Db } from "../../db/client.ts";
import { cuisineTags } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { cuisineTagColumns } from "./columns.ts";
import { withUniqueTitle } from "./cuisine-tag-writes.ts";

/** The title is kept as written (trimmed); another tag of the same title in any case is a 422. */
export async function createCuisineTag(
  db: Db,
  tenant: Tenant,
  input: { title: string; icon_data: string },
) {
  return withUniqueTitle(db, tenant, input.title, undefined, async (tx) => {
    const [row] = await tx
      .insert(cuisineTags)
      .values({ domain_id: tenant.id, title: input.title, icon_data: input.icon_data })
      .returning(cuisineTagColumns);
    return row;
  });
}
