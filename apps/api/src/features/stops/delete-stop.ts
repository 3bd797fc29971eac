import type { Db } from "../../db/client.ts";
import { deleteOwnedRow } from "../../db/delete-owned-row.ts";
import { stops } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";

/** Deletes a stop with its whole series (404 if not the domain's). */
export async function deleteStop(db: Db, tenant: Tenant, id: number) {
  if (!(await deleteOwnedRow(db, tenant, stops, id))) throw notFound();
}
