import type { CateringRequestDetail, CateringRequestStatus } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringRequests } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { findCateringRequest } from "./find-catering-request.ts";

/**
 * PUT /api/catering-requests/{id}: staff set any status (booked or lost close the answers; a
 * quote never moves a closed request). Answers the request as GET /{id} does.
 */
export async function updateCateringRequest(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { status: CateringRequestStatus },
  now: Date,
): Promise<CateringRequestDetail> {
  const updated = await db
    .update(cateringRequests)
    .set({ status: input.status, updated_at: now })
    .where(and(tenantWhere(tenant, cateringRequests.domain_id), eq(cateringRequests.id, id)))
    .returning({ id: cateringRequests.id });
  if (updated.length === 0) throw notFound();
  return findCateringRequest(db, tenant, id);
}
