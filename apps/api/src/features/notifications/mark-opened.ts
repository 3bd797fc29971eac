import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringRequests, submissions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

/**
 * A staff user opened the catering request (GET /api/catering-requests/{id}): it is "new" no
 * more for anyone (decision 030). The first opening stays recorded; another domain's id
 * changes nothing.
 */
export async function markCateringRequestOpened(db: Db, tenant: Tenant, id: number, now: Date) {
  await db
    .update(cateringRequests)
    .set({ opened_at: now })
    .where(
      and(
        tenantWhere(tenant, cateringRequests.domain_id),
        eq(cateringRequests.id, id),
        isNull(cateringRequests.opened_at),
      ),
    );
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
    .where(
      and(
        tenantWhere(tenant, submissions.domain_id),
        inArray(submissions.id, ids),
        isNull(submissions.opened_at),
      ),
    );
}
