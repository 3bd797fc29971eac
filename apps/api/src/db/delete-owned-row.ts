import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";
import { type Tenant, tenantWhere } from "./tenant.ts";

/** A table of domain-owned rows with a numeric id. */
type OwnedTable = PgTable & { id: PgColumn; domain_id: PgColumn };

/** Deletes the row `id` of the tenant's domain; false when there is none (or it is another's). */
export async function deleteOwnedRow(
  db: Db,
  tenant: Tenant,
  table: OwnedTable,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(and(tenantWhere(tenant, table.domain_id), eq(table.id, id)))
    .returning({ id: table.id });
  return deleted.length > 0;
}
