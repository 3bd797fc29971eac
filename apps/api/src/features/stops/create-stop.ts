import type { StopInput } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { stops } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import type { MemberActor } from "../vendors/member-actor.ts";
import { stopColumns } from "./columns.ts";
import { assertMemberStopCaps } from "./member-stop-caps.ts";
import { type HeldNoteStop, noteColumns, noteIsHeld } from "./stop-note.ts";
import { checkStop, storedStop } from "./stop-rules.ts";

/**
 * Adds a stop of a member at a location, one-off or repeating (stop-rules.ts checks it). A
 * member (role 4, `actor`) adds stops of its own listings only, within the listing's caps
 * (member-stop-caps.ts), and its note waits for review unless the domain trusts members'
 * edits (issue 37); `onNoteHeld` then runs with the new stop (staff are told, issue 38).
 */
export async function createStop(
  db: Db,
  tenant: Tenant,
  input: StopInput,
  actor: MemberActor | null = null,
  onNoteHeld?: (stop: HeldNoteStop) => Promise<void>,
) {
  const timeZone = await domainTimeZone(db, tenant);
  const checked = await checkStop(db, tenant, input, timeZone, actor);
  const held = await noteIsHeld(db, tenant, actor);
  const note = noteColumns(input.note ?? "", { member: actor !== null, held }, null);
  const created = await db.transaction(async (tx) => {
    if (actor) {
      const { now } = actor;
      await assertMemberStopCaps(tx, tenant, {
        memberId: input.member_id,
        stop: checked,
        now,
        timeZone,
      });
    }
    const [row] = await tx
      .insert(stops)
      .values({
        domain_id: tenant.id,
        ...storedStop(input, checked),
        ...note,
      })
      .returning(stopColumns);
    return row;
  });
  if (typeof note.pending_note === "string") await onNoteHeld?.(created);
  return created;
}
