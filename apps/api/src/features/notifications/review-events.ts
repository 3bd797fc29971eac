import { ROLES } from "@fooddir/contract";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userDomains, userMembers, users } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { cateringMailSite } from "../catering/catering-event.ts";
import { reviewDecisionMail } from "./notification-mails.ts";
import { type NotificationEvent, type NotifyDeps, notifyEvent } from "./notify-event.ts";

/** Where staff review what members send: every pending review is acted on there. */
export const REVIEWS_PATH = "/panel/reviews";

/** A member's change, place or note now waits for review: the staff who may act hear of it. */
export const pendingReviewEvent = (summary: string): NotificationEvent => ({
  staff: { kind: "pending_review", summary, path: REVIEWS_PATH },
});

/**
 * Tells the vendor what staff decided (issue 38): the user who made the change (`userId`:
 * a revision's author, a place's proposer) or, for what has no author (a stop's note), every
 * vendor bound to the listing (`memberId`). Only active accounts; one mail each, keyed `key`
 * (the author) or `{key}:{user}` (each bound vendor), so a repeated decision mails no one twice.
 * Never throws.
 */
export async function notifyReviewDecided(
  db: Db,
  tenant: Tenant,
  input: {
    userId?: number | null;
    memberId?: number;
    what: string;
    approved: boolean;
    message?: string;
    key: string;
  },
  deps: NotifyDeps,
): Promise<void> {
  try {
    const { userId, memberId } = input;
    if (userId == null && memberId === undefined) return;
    const vendors = await db
      .select({ id: users.id, email: users.email, firstname: users.firstname })
      .from(users)
      .where(
        and(
          isNull(users.deleted_at),
          isNull(users.disabled_at),
          or(
            userId == null ? undefined : eq(users.id, userId),
            memberId === undefined
              ? undefined
              : inArray(
                  users.id,
                  db
                    .select({ id: userMembers.user_id })
                    .from(userMembers)
                    .innerJoin(
                      userDomains,
                      sql`${userDomains.user_id} = ${userMembers.user_id} and ${userDomains.domain_id} = ${userMembers.domain_id}`,
                    )
                    .where(
                      and(
                        tenantWhere(tenant, userMembers.domain_id),
                        eq(userMembers.member_id, memberId),
                        eq(userDomains.role_id, ROLES.member),
                      ),
                    ),
                ),
          ),
        ),
      );
    if (vendors.length === 0) return;
    const site = await cateringMailSite(db, tenant, deps.config);
    await notifyEvent(
      db,
      tenant,
      {
        mails: vendors.map((vendor) => ({
          to: vendor.email,
          key: memberId === undefined ? input.key : `${input.key}:${vendor.id}`,
          ...reviewDecisionMail({
            site: site.site.name,
            origin: site.origin,
            firstname: vendor.firstname,
            what: input.what,
            approved: input.approved,
            message: input.message,
          }),
        })),
      },
      deps,
    );
  } catch (err) {
    deps.log?.error({ err, domain: tenant.id }, "review decision not mailed");
  }
}
