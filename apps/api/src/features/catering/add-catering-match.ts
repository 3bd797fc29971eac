import { type CateringRequestDetail, zoneDate } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { cateringMatches } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { fieldError, HttpError } from "../../http/errors.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { listingOf } from "../vendors/find-listing.ts";
import { type CateringRequestRow, isClosed } from "./catering-rows.ts";
import { findCateringCandidates } from "./find-catering-candidates.ts";
import { findCateringRequest, findCateringRequestRow } from "./find-catering-request.ts";
import { matchCaterers } from "./match-caterers.ts";
import { type CateringMailDeps, sendCateringRequest } from "./send-catering-request.ts";

export const MEMBER_NOT_HERE = "Choose a member of this site.";
export const NO_CONTACT_EMAIL = "This member has no catering contact email.";
export const ALREADY_MATCHED = "This truck is already matched to this request.";
export const CLOSED_ADD_MESSAGE =
  "This request is booked or lost: set it back to an open status to add a truck.";

/**
 * POST /api/catering-requests/{id}/matches: staff add a truck by hand. It must be a member of
 * the domain (another domain's member is the same 422 as an unknown one, and nothing is
 * written) with a catering contact email, not matched yet. The match is marked manual, scored
 * as matching would score it when it passes every filter (else 0: staff chose it anyway), and
 * mailed at once. 404 for another domain's request; 422 when the request is booked or lost.
 */
export async function addCateringMatch(
  db: Db,
  tenant: Tenant,
  id: number,
  input: { member_id: number },
  deps: CateringMailDeps & { now: () => Date },
): Promise<CateringRequestDetail> {
  const request = await findCateringRequestRow(db, tenant, id);
  if (isClosed(request.status)) throw new HttpError(422, CLOSED_ADD_MESSAGE);
  const memberId = input.member_id;
  const member = await listingOf(db, tenant, memberId, { published: false });
  if (!member) throw fieldError("member_id", MEMBER_NOT_HERE);
  if (!member.contactEmail) throw fieldError("member_id", NO_CONTACT_EMAIL);

  const score = await manualScore(db, tenant, request, memberId, deps.now());
  const inserted = await db
    .insert(cateringMatches)
    .values({
      domain_id: tenant.id,
      request_id: id,
      member_id: memberId,
      score,
      status: "pending",
      manual: true,
    })
    .onConflictDoNothing({ target: [cateringMatches.request_id, cateringMatches.member_id] })
    .returning({ id: cateringMatches.id });
  if (inserted.length === 0) throw fieldError("member_id", ALREADY_MATCHED);
  await sendCateringRequest(db, tenant, id, deps, { memberIds: [memberId] });
  return findCateringRequest(db, tenant, id);
}

/** The member's score for the request when it passes matching's filters, else 0. */
async function manualScore(
  db: Db,
  tenant: Tenant,
  request: CateringRequestRow,
  memberId: number,
  now: Date,
): Promise<number> {
  const timeZone = await domainTimeZone(db, tenant);
  const candidates = await findCateringCandidates(
    db,
    tenant,
    { starts_at: request.starts_at, ends_at: request.ends_at },
    { memberIds: [memberId], includeNotOffering: true },
  );
  const today = zoneDate(now.getTime(), timeZone);
  const [ranked] = matchCaterers(
    {
      starts_at: request.starts_at.getTime(),
      ends_at: request.ends_at.getTime(),
      event_date: request.event_date,
      today,
      guests: request.guests,
      place:
        request.lat !== null && request.lng !== null
          ? { lat: request.lat, lng: request.lng }
          : null,
      cuisines: request.cuisines ?? [],
    },
    candidates,
    1,
  );
  return ranked?.member_id === memberId ? ranked.score : 0;
}
