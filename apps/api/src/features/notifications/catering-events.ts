import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringMatches, memberCatering, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { cateringMailSite, loadCateringEvent } from "../catering/catering-event.ts";
import { eventDateText, type ReceiptNext, receiptMail } from "../catering/catering-mails.ts";
import { bookedMail } from "./notification-mails.ts";
import { type NotifyDeps, notifyEvent } from "./notify-event.ts";

/** The panel screen of one catering request. */
export const cateringRequestPath = (id: number) => `/panel/catering-requests/${id}`;

/**
 * A catering request was stored (issue 38, decision 030): the requester gets its receipt
 * (keyed `catering-receipt:{id}`, also when a cap held it: it then says staff review it first)
 * and the domain's staff are told, except of a request a cap held (the site admins got the
 * hold alert; a flood is not mailed to every staff member one by one; it is still counted).
 * Never throws.
 */
export async function notifyCateringRequestStored(
  db: Db,
  tenant: Tenant,
  input: { id: number; next: ReceiptNext; matched: number },
  deps: NotifyDeps,
): Promise<void> {
  try {
    const loaded = await loadCateringEvent(db, tenant, input.id);
    if (!loaded) return;
    const { event, contact } = loaded;
    const { site } = await cateringMailSite(db, tenant, deps.config);
    const when = `${event.guests} guests on ${eventDateText(event.event_date)}`;
    await notifyEvent(
      db,
      tenant,
      {
        staff:
          input.next === "held"
            ? undefined
            : {
                kind: "catering_request",
                summary: `New catering request from ${contact.name}: ${when}`,
                path: cateringRequestPath(input.id),
              },
        mails: [
          {
            to: contact.email,
            key: `catering-receipt:${input.id}`,
            ...receiptMail({
              site,
              requester: contact,
              event,
              next: input.next,
              matched: input.matched,
            }),
          },
        ],
      },
      deps,
    );
  } catch (err) {
    deps.log?.error({ err, catering_request: input.id }, "catering receipt not sent");
  }
}

/**
 * Staff marked the request booked with `bookedId` (issue 38): every truck that was asked (its
 * match was mailed) hears whether it won, once each (`catering-booked:{request}:{member}` /
 * `catering-not-booked:{request}:{member}`), at its catering contact. Never throws.
 */
export async function notifyCateringBooked(
  db: Db,
  tenant: Tenant,
  input: { requestId: number; bookedId: number },
  deps: NotifyDeps,
): Promise<void> {
  try {
    const loaded = await loadCateringEvent(db, tenant, input.requestId);
    if (!loaded) return;
    const asked = await db
      .select({ id: posts.id, title: posts.title, email: memberCatering.contact_email })
      .from(cateringMatches)
      .innerJoin(posts, eq(posts.id, cateringMatches.member_id))
      .innerJoin(memberCatering, eq(memberCatering.post_id, cateringMatches.member_id))
      .where(
        and(
          tenantWhere(tenant, cateringMatches.domain_id),
          eq(cateringMatches.request_id, input.requestId),
          isNotNull(cateringMatches.sent_at),
        ),
      );
    const { site } = await cateringMailSite(db, tenant, deps.config);
    const { event } = loaded;
    const when = `${eventDateText(event.event_date)}, ${event.guests} guests`;
    const mails = asked
      .filter((truck) => truck.email !== "")
      .map((truck) => {
        const booked = truck.id === input.bookedId;
        return {
          to: truck.email,
          key: `catering-${booked ? "booked" : "not-booked"}:${input.requestId}:${truck.id}`,
          ...bookedMail({ site: site.name, member: truck.title, event: when, booked }),
        };
      });
    await notifyEvent(db, tenant, { mails }, deps);
  } catch (err) {
    deps.log?.error({ err, catering_request: input.requestId }, "booking mails not sent");
  }
}
