import type { StopInput } from "@fooddir/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import type { MemberActor } from "../vendors/member-actor.ts";
import { stopColumns } from "./columns.ts";
import { findStop } from "./find-stop.ts";
import { assertMemberStopCaps } from "./member-stop-caps.ts";
import { type HeldNoteStop, noteColumns, noteIsHeld } from "./stop-note.ts";
import { checkStop, storedStop } from "./stop-rules.ts";

/**
 * Replaces a stop (404 if not the domain's): cancelling one occurrence is an update adding its
 * date to `exdates`. Every edit bumps the stop's sequence, which its calendar feeds carry. A
 * member (role 4, `actor`): another listing's stop is a 404, moving it to one a 422; the stop
 * as changed must fit the listing's caps, and a changed note waits for review unless the
 * domain trusts members' edits (issue 37); `onNoteHeld` then runs with the stop when the write
 * put a new note up for review (staff are told, issue 38).
 */
export async function updateStop(
  db: Db,
  tenant: Tenant,
  id: number,
  input: StopInput,
  actor: MemberActor | null = null,
  onNoteHeld?: (stop: HeldNoteStop) => Promise<void>,
) {
  const scope = actor?.scope ?? null;
  const live = await findStop(db, tenant, id, scope);
  const timeZone = await domainTimeZone(db, tenant);
  const checked = await checkStop(db, tenant, input, timeZone, actor);
  const held = await noteIsHeld(db, tenant, actor);
  const note = noteColumns(input.note ?? "", { member: actor !== null, held }, live.note);
  const updated = await db.transaction(async (tx) => {
    if (actor) {
      const caps = { memberId: input.member_id, stop: checked, exceptId: id, timeZone };
      await assertMemberStopCaps(tx, tenant, { ...caps, now: actor.now });
    }
    const [row] = await tx
      .update(stops)
      .set({
        ...storedStop(input, checked),
        ...note,
        sequence: sql`${stops.sequence} + 1`,
        updated_at: new Date(),
      })
      .where(
        and(
          tenantWhere(tenant, stops.domain_id),
          eq(stops.id, id),
          scope === null ? undefined : inArray(stops.member_id, [...scope]),
        ),
      )
      .returning(stopColumns);
    if (!row) throw notFound();
    return row;
  });
  const fresh = typeof note.pending_note === "string" && note.pending_note !== live.pending_note;
  if (fresh) await onNoteHeld?.(updated);
  return updated;
}
