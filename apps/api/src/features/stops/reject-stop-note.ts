import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { NO_NOTE_WAITING } from "./approve-stop-note.ts";
import { stopColumns } from "./columns.ts";
import { findStop } from "./find-stop.ts";

/**
 * Staff (roles 1-3) reject a member's note waiting on a stop (issue 37): it is dropped and the
 * public note stays as it is. 404 if not the domain's stop; 422 when no note waits.
 */
export async function rejectStopNote(db: Db, tenant: Tenant, id: number) {
  await findStop(db, tenant, id);
  const [row] = await db
    .update(stops)
    .set({ pending_note: null, updated_at: new Date() })
    .where(
      and(tenantWhere(tenant, stops.domain_id), eq(stops.id, id), isNotNull(stops.pending_note)),
    )
    .returning(stopColumns);
  if (!row) throw fieldError("note", NO_NOTE_WAITING);
  return row;
}
