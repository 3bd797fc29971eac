import type { NotificationCounts } from "@fooddir/contract";
import { and, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringRequests, locations, postRevisions, stops, submissions } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

/**
 * GET /api/notifications/counts (roles 1-3; decision 030): what the domain's staff may act on.
 * `pending_reviews` is what /panel/reviews shows: members' pending revisions, proposed places
 * and stops with a note waiting. "New" catering requests and submissions are those no staff
 * user opened yet (`opened_at` null: mark-opened.ts). Papers and applications are 0 until
 * events exist (contract.md "Planned").
 */
export async function countNotifications(db: Db, tenant: Tenant): Promise<NotificationCounts> {
  const total = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;
  const [revisions, places, notes, catering, forms] = await Promise.all([
    total(
      db
        .select({ total: count() })
        .from(postRevisions)
        .where(
          and(tenantWhere(tenant, postRevisions.domain_id), eq(postRevisions.status, "pending")),
        ),
    ),
    total(
      db
        .select({ total: count() })
        .from(locations)
        .where(and(tenantWhere(tenant, locations.domain_id), eq(locations.status, "proposed"))),
    ),
    total(
      db
        .select({ total: count() })
        .from(stops)
        .where(and(tenantWhere(tenant, stops.domain_id), isNotNull(stops.pending_note))),
    ),
    total(
      db
        .select({ total: count() })
        .from(cateringRequests)
        .where(
          and(
            tenantWhere(tenant, cateringRequests.domain_id),
            isNull(cateringRequests.opened_at),
            inArray(cateringRequests.status, ["new", "sent", "quoted"]),
          ),
        ),
    ),
    total(
      db
        .select({ total: count() })
        .from(submissions)
        .where(and(tenantWhere(tenant, submissions.domain_id), isNull(submissions.opened_at))),
    ),
  ]);
  return {
    pending_reviews: revisions + places + notes,
    new_catering_requests: catering,
    new_submissions: forms,
    expiring_papers: 0,
    new_applications: 0,
  };
}
