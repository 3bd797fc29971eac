import type { CateringRequestDetail, CateringRequestStatus } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringMatches, cateringRequests } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError, notFound } from "../../http/errors.ts";
import { notifyCateringBooked } from "../notifications/catering-events.ts";
import type { NotifyDeps } from "../notifications/notify-event.ts";
import { findCateringRequest } from "./find-catering-request.ts";

export const BOOKED_MEMBER_NOT_MATCHED = "Choose one of the trucks asked for this request.";
export const BOOKED_MEMBER_NOT_BOOKED =
  "A booked truck can be named only when marking the request booked.";

/**
 * PUT /api/catering-requests/{id}: staff set any status (booked or lost close the answers; a
 * quote never moves a closed request). With `booked`, `member_id` names the truck that won:
 * one of the request's matched trucks (another request's or domain's: 422 on `member_id`,
 * as is a `member_id` with another status). It is stored (`booked_member_id`; any other status
 * clears it) and, when it changes, every asked truck is told whether it was booked
 * (notifyCateringBooked, each mail once). Answers the request as GET /{id} does.
 */
export async function updateCateringRequest(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { status: CateringRequestStatus; member_id?: number },
  now: Date,
  notify?: NotifyDeps,
): Promise<CateringRequestDetail> {
  const [before] = await db
    .select({ status: cateringRequests.status, booked: cateringRequests.booked_member_id })
    .from(cateringRequests)
    .where(and(tenantWhere(tenant, cateringRequests.domain_id), eq(cateringRequests.id, id)));
  if (!before) throw notFound();
  const memberId = input.member_id ?? null;
  if (memberId !== null) {
    if (input.status !== "booked") throw fieldError("member_id", BOOKED_MEMBER_NOT_BOOKED);
    const [match] = await db
      .select({ id: cateringMatches.id })
      .from(cateringMatches)
      .where(
        and(
          tenantWhere(tenant, cateringMatches.domain_id),
          eq(cateringMatches.request_id, id),
          eq(cateringMatches.member_id, memberId),
        ),
      )
      .limit(1);
    if (!match) throw fieldError("member_id", BOOKED_MEMBER_NOT_MATCHED);
  }
  const updated = await db
    .update(cateringRequests)
    .set({
      status: input.status,
      booked_member_id: input.status === "booked" ? memberId : null,
      updated_at: now,
    })
    .where(and(tenantWhere(tenant, cateringRequests.domain_id), eq(cateringRequests.id, id)))
    .returning({ id: cateringRequests.id });
  if (updated.length === 0) throw notFound();
  const wasBooked = before.status === "booked" ? before.booked : null;
  if (memberId !== null && memberId !== wasBooked && notify) {
    await notifyCateringBooked(db, tenant, { requestId: id, bookedId: memberId }, notify);
  }
  return findCateringRequest(db, tenant, id);
}
