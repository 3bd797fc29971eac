import type { Db } from "../../db/client.ts";
import { cuisineTags } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { cuisineTagColumns } from "./columns.ts";

export async function createCuisineTag(
  db: Db,
  tenant: Tenant,
  input: { title: string; icon_data: string },
) {
  const [row] = await db
    .insert(cuisineTags)
    .values({ domain_id: tenant.id, title: input.title, icon_data: input.icon_data })
    .returning(cuisineTagColumns);
  return row;
}
