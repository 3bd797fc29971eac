import type { ScheduleStop } from "@fooddir/contract";
import { and, asc, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { scheduleStopRows } from "./schedule-stop-rows.ts";

/**
 * The stops whose member's note waits for review (issue 37), for staff's review queue: as
 * stored, with their member and location, oldest change first.
 */
export async function listPendingStopNotes(db: Db, tenant: Tenant): Promise<ScheduleStop[]> {
  return scheduleStopRows(
    db,
    and(tenantWhere(tenant, stops.domain_id), isNotNull(stops.pending_note)),
    [asc(stops.updated_at), asc(stops.id)],
  );
}
