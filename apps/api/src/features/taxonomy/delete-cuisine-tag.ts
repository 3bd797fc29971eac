import type { Db } from "../../db/client.ts";
import { deleteOwnedRow } from "../../db/delete-owned-row.ts";
import { cuisineTags } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";

/** Posts lose the tag with it (post_cuisines cascades). */
export async function deleteCuisineTag(db: Db, tenant: Tenant, id: number) {
  if (!(await deleteOwnedRow(db, tenant, cuisineTags, id))) throw notFound();
}
