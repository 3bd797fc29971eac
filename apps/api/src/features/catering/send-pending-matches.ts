import type { CateringRequestDetail } from "@fooddir/contract";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringMatches } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { HttpError } from "../../http/errors.ts";
import { CLOSED_MESSAGE, NO_CONTACT, NO_MATCHES, NOTHING_PENDING } from "./catering-messages.ts";
import { isClosed } from "./catering-rows.ts";
import { findCateringRequest, findCateringRequestRow } from "./find-catering-request.ts";
import { type CateringMailDeps, sendCateringRequest } from "./send-catering-request.ts";

/**
 * POST /api/catering-requests/{id}/send (when the domain does not mail at once): mails every
 * matched truck not mailed yet, each once (sendCateringRequest claims them), and answers the
 * request as GET /{id} does. 404 for another domain's id; 422 when the request is booked or
 * lost, or when nothing could be mailed (saying why: no match, every match mailed, or the
 * matches left have no contact email).
 */
export async function sendPendingMatches(
  db: Db,
  tenant: Tenant,
  id: number,
  deps: CateringMailDeps,
): Promise<CateringRequestDetail> {
  const row = await findCateringRequestRow(db, tenant, id);
  if (isClosed(row.status)) throw new HttpError(422, CLOSED_MESSAGE);
  const queued = await sendCateringRequest(db, tenant, id, deps);
  if (queued === 0) {
    const [{ matches, pending }] = await db
      .select({
        matches: count(),
        pending: sql<number>`count(*) filter (where ${cateringMatches.status} = 'pending')`.mapWith(
          Number,
        ),
      })
      .from(cateringMatches)
      .where(
        and(tenantWhere(tenant, cateringMatches.domain_id), eq(cateringMatches.request_id, id)),
      );
    throw new HttpError(
      422,
      matches === 0 ? NO_MATCHES : pending > 0 ? NO_CONTACT : NOTHING_PENDING,
    );
  }
  return findCateringRequest(db, tenant, id);
}
