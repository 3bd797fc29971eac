import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { stopColumns } from "./columns.ts";
import { findStop } from "./find-stop.ts";

export const NO_NOTE_WAITING = "This stop has no note waiting for review.";

/**
 * Staff (roles 1-3) approve a member's note waiting on a stop (issue 37): it becomes the stop's
 * public `note` (the feeds see a new sequence). 404 if not the domain's stop; 422 when no note
 * waits.
 */
export async function approveStopNote(db: Db, tenant: Tenant, id: number) {
  await findStop(db, tenant, id);
  const [row] = await db
    .update(stops)
    .set({
      note: sql`${stops.pending_note}`,
      pending_note: null,
      sequence: sql`${stops.sequence} + 1`,
      updated_at: new Date(),
    })
    .where(
      and(tenantWhere(tenant, stops.domain_id), eq(stops.id, id), isNotNull(stops.pending_note)),
    )
    .returning(stopColumns);
  if (!row) throw fieldError("note", NO_NOTE_WAITING);
  return row;
}
