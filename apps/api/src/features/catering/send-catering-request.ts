import { and, eq, inArray, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { cateringMatches, cateringRequests, memberCatering, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { cateringMailSite, loadCateringEvent } from "./catering-event.ts";
import { answerLinks, memberRequestMail } from "./catering-mails.ts";
import { signCateringToken } from "./catering-token.ts";

export type CateringMailDeps = {
  mailer: Mailer;
  /** appSecret (tokens), mailFrom and publicUrl (sender and link origin). */
  config: Config;
  /** Now (tokens' expiry, sent_at); the wall clock unless given. */
  now?: () => Date;
};

/** The idempotency key of the request mail to one member: a job retried sends it once. */
export const requestMailKey = (requestId: number, memberId: number) =>
  `catering:${requestId}:${memberId}`;

/**
 * Mails the tenant's request `requestId` to its matched members not mailed yet (only
 * `memberIds` when given) and answers how many mails were queued.
 *
 * One UPDATE claims the `pending` matches (status `sent`, sent_at now) and returns them, so two
 * callers (a double click, two instances) never both mail a member. Only members whose catering
 * profile has a contact email are claimed (the others stay pending: nobody can be mailed). Each
 * claimed member gets one mail job, keyed `catering:{request}:{member}` (sent once however often
 * the job runs), with its own signed answer links; a mail that cannot be queued puts its match
 * back to pending, and the first such error is thrown after the others were queued. The request
 * moves from `new` to `sent` once any mail was queued (a request held by a cap is held no more:
 * its `held_reason` is cleared). 404 for another domain's request.
 */
export async function sendCateringRequest(
  db: Db,
  tenant: Tenant,
  requestId: number,
  deps: CateringMailDeps,
  options: { memberIds?: number[] } = {},
): Promise<number> {
  if (options.memberIds && options.memberIds.length === 0) return 0;
  const loaded = await loadCateringEvent(db, tenant, requestId);
  if (!loaded) throw notFound();
  const now = deps.now?.() ?? new Date();
  const claimed = await db
    .update(cateringMatches)
    .set({ status: "sent", sent_at: now, updated_at: now })
    .where(
      and(
        tenantWhere(tenant, cateringMatches.domain_id),
        eq(cateringMatches.request_id, requestId),
        eq(cateringMatches.status, "pending"),
        options.memberIds ? inArray(cateringMatches.member_id, options.memberIds) : undefined,
        sql`exists (select 1 from ${memberCatering} where ${memberCatering.post_id} = ${cateringMatches.member_id} and ${memberCatering.domain_id} = ${tenant.id} and ${memberCatering.contact_email} <> '')`,
      ),
    )
    .returning({ id: cateringMatches.id, member_id: cateringMatches.member_id });
  if (claimed.length === 0) return 0;

  const [recipients, mail] = await Promise.all([
    db
      .select({ id: posts.id, title: posts.title, email: memberCatering.contact_email })
      .from(posts)
      .innerJoin(memberCatering, eq(memberCatering.post_id, posts.id))
      .where(
        and(
          tenantWhere(tenant, posts.domain_id),
          inArray(
            posts.id,
            claimed.map((c) => c.member_id),
          ),
        ),
      ),
    cateringMailSite(db, tenant, deps.config),
  ]);
  const byId = new Map(recipients.map((r) => [r.id, r]));
  let queued = 0;
  let failure: unknown = null;
  for (const match of claimed) {
    try {
      const member = byId.get(match.member_id);
      if (!member) throw new Error(`member ${match.member_id} has no catering contact`);
      const claims = { request_id: requestId, member_id: member.id, domain_id: tenant.id };
      const token = signCateringToken(deps.config.appSecret, claims, now);
      await deps.mailer.send({
        to: member.email,
        from: mail.from,
        key: requestMailKey(requestId, member.id),
        ...memberRequestMail({
          site: mail.site,
          member,
          event: loaded.event,
          links: answerLinks(mail.origin, token),
        }),
      });
      queued += 1;
    } catch (error) {
      failure ??= error;
      // Not queued: the match waits to be sent again (staff "send", or the next attempt).
      await db
        .update(cateringMatches)
        .set({ status: "pending", sent_at: null })
        .where(and(eq(cateringMatches.id, match.id), eq(cateringMatches.status, "sent")));
    }
  }
  if (queued > 0) {
    await db
      .update(cateringRequests)
      .set({ status: "sent", held_reason: "", updated_at: now })
      .where(
        and(
          tenantWhere(tenant, cateringRequests.domain_id),
          eq(cateringRequests.id, requestId),
          eq(cateringRequests.status, "new"),
        ),
      );
  }
  if (failure) throw failure;
  return queued;
}
