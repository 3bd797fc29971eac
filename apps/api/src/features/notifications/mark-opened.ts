import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { cateringRequests, submissions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

/** The rows of `table` the tenant owns that `which` picks and nobody opened yet. */
const unopened = (
  tenant: Tenant,
  table: { domain_id: PgColumn; opened_at: PgColumn },
  which: SQL,
) => and(tenantWhere(tenant, table.domain_id), which, isNull(table.opened_at));

/**
 * A staff user opened the catering request (GET /api/catering-requests/{id}): it is "new" no
 * more for anyone (decision 030). The first opening stays recorded; another domain's id
 * changes nothing.
 */
export async function markCateringRequestOpened(db: Db, tenant: Tenant, id: number, now: Date) {
  await db
    .update(cateringRequests)
    .set({ opened_at: now })
    .where(unopened(tenant, cateringRequests, eq(cateringRequests.id, id)));
}

/**
 * A staff user saw these submissions (the submissions screen lists each in full, or GET
 * /api/submissions/{id}): they are "new" no more for anyone (decision 030).
 */
export async function markSubmissionsOpened(db: Db, tenant: Tenant, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(submissions)
    .set({ opened_at: now })
    .where(unopened(tenant, submissions, inArray(submissions.id, ids)));
}
