import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../db/tenant.ts";
import { readTrustMemberEdits } from "../settings/read-review-options.ts";
import type { MemberActor } from "../vendors/member-actor.ts";

/**
 * Whether a write's note waits for review (issue 37, decision 027's rule for listing text): a
 * member's (role 4) note does unless the domain option `trust_member_edits` is on; staff's
 * never does.
 */
export async function noteIsHeld(db: Db, tenant: Tenant, actor: MemberActor | null) {
  return actor !== null && !(await readTrustMemberEdits(db, tenant));
}

/**
 * The note columns a stop write sets. Staff set `note` (a note waiting stays waiting); a
 * trusted member sets it and drops any waiting one. A held member's note goes to
 * `pending_note` (`liveNote`: the stop's note, null for a new stop, which gets none); the live
 * note's text again changes nothing, so a save from a form that shows the live note (a drag,
 * a time change) keeps a note that waits.
 */
export function noteColumns(
  note: string,
  writer: { member: boolean; held: boolean },
  liveNote: string | null,
): { note?: string; pending_note?: string | null } {
  if (!writer.member) return { note };
  if (!writer.held) return { note, pending_note: null };
  if (liveNote === null) return { note: "", pending_note: note === "" ? null : note };
  return note === liveNote ? {} : { pending_note: note };
}

/** What staff are told of a stop whose note now waits for review. */
export type HeldNoteStop = { id: number; member_id: number; starts_at: string };
