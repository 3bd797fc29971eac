import { type CateringAction, type CateringResponseView, publicPath } from "@fooddir/contract";
import { and, eq, inArray, not, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { cateringMatches, cateringRequests } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { HttpError } from "../../http/errors.ts";
import { cateringMailSite } from "./catering-event.ts";
import { interestedMail, quoteMail } from "./catering-mails.ts";
import type { CateringMailDeps } from "./send-catering-request.ts";
import {
  answersOpen,
  resolveCateringToken,
  type TokenMatch,
  toResponseView,
  viewCateringResponse,
} from "./view-catering-response.ts";

export const REQUEST_CLOSED = "This request is closed.";

export type CateringAnswer = {
  token: string;
  action: CateringAction;
  price?: number | null;
  message: string;
};

/** The idempotency key of one quote's mail to the requester (each revision has its own). */
export const quoteMailKey = (requestId: number, memberId: number, quotedAt: Date) =>
  `catering-quote:${requestId}:${memberId}:${quotedAt.getTime()}`;
/** The idempotency key of the "interested" mail to the requester (once per member). */
export const interestedMailKey = (requestId: number, memberId: number) =>
  `catering-interested:${requestId}:${memberId}`;

/**
 * POST /api/catering-responses: a mailed truck answers through its token (404 for a token that
 * cannot be used, as GET does; 422 REQUEST_CLOSED once the request is booked or lost or the
 * event is over, nothing changed).
 * - interested: the match is `interested` (the view now shows the requester's contact) and the
 *   requester is mailed the truck's page and contact once;
 * - quote: the match is `quoted` with the price and message; the request moves from new or sent
 *   to quoted; the requester gets a mail for each quote and each revision (a new price or
 *   message), each keyed so it is sent once;
 * - decline: the match is `declined`; a standing quote is withdrawn.
 * Answering what is already the answer (decline twice, interested twice or after quoting, the
 * same quote again) changes nothing and answers the same view. Each change is one conditional
 * UPDATE, so two clicks at once change it once.
 */
export async function answerCateringRequest(
  db: Db,
  tenant: Tenant,
  input: CateringAnswer,
  deps: CateringMailDeps & { log?: Pick<FastifyBaseLogger, "error"> },
): Promise<CateringResponseView> {
  const now = deps.now?.() ?? new Date();
  const auth = { secret: deps.config.appSecret, now };
  const before = await resolveCateringToken(db, tenant, input.token, auth);
  if (!answersOpen(before)) throw new HttpError(422, REQUEST_CLOSED);
  const { request_id: requestId } = before.claims;

  const requestOpen = sql`exists (select 1 from ${cateringRequests} where ${cateringRequests.id} = ${cateringMatches.request_id} and ${cateringRequests.status} not in ('booked', 'lost'))`;
  const change = changeOf(input, now);
  const updated = await db
    .update(cateringMatches)
    .set({ ...change.set, updated_at: now })
    .where(
      and(
        tenantWhere(tenant, cateringMatches.domain_id),
        eq(cateringMatches.id, before.match.id),
        change.unless ? not(change.unless) : undefined,
        requestOpen,
      ),
    )
    .returning({ id: cateringMatches.id });

  if (updated.length === 0) {
    // Nothing changed: the same answer again, or staff closed the request meanwhile.
    const view = await viewCateringResponse(db, tenant, input.token, auth);
    if (!view.open) throw new HttpError(422, REQUEST_CLOSED);
    return view;
  }
  if (input.action === "quote") {
    await db
      .update(cateringRequests)
      .set({ status: "quoted", updated_at: now })
      .where(
        and(
          tenantWhere(tenant, cateringRequests.domain_id),
          eq(cateringRequests.id, requestId),
          inArray(cateringRequests.status, ["new", "sent"]),
        ),
      );
  }
  const after = await resolveCateringToken(db, tenant, input.token, auth);
  if (input.action !== "decline") {
    await mailRequester(db, tenant, before, after, deps).catch((err) =>
      deps.log?.error({ err, catering_request: requestId }, "catering requester mail not queued"),
    );
  }
  return toResponseView(after);
}

/** The columns an answer sets, and the state in which it is already the answer (a no-op). */
function changeOf(
  input: CateringAnswer,
  now: Date,
): { set: Partial<typeof cateringMatches.$inferInsert>; unless?: SQL } {
  switch (input.action) {
    case "interested":
      // A truck that quoted is more than interested: its answer stays.
      return {
        set: { status: "interested", responded_at: now },
        unless: inArray(cateringMatches.status, ["interested", "quoted"]),
      };
    case "quote": {
      const price = input.price ?? 0;
      return {
        set: {
          status: "quoted",
          quote_price: price,
          quote_message: input.message,
          quoted_at: now,
          responded_at: now,
        },
        unless: sql`coalesce(${cateringMatches.status} = 'quoted' and ${cateringMatches.quote_price} = ${price} and coalesce(${cateringMatches.quote_message}, '') = ${input.message}, false)`,
      };
    }
    case "decline":
      return {
        set: {
          status: "declined",
          responded_at: now,
          quote_price: null,
          quote_message: null,
          quoted_at: null,
        },
        unless: eq(cateringMatches.status, "declined"),
      };
  }
}

/** The requester's mail of a new interest or quote, from the domain, replying to the truck. */
async function mailRequester(
  db: Db,
  tenant: Tenant,
  before: TokenMatch,
  after: TokenMatch,
  deps: CateringMailDeps,
) {
  const { member, request, match, claims } = after;
  const mail = await cateringMailSite(db, tenant, deps.config);
  const input = {
    site: mail.site,
    requester: { name: request.contact.name },
    member: {
      title: member.title,
      page_url: `${mail.origin}${publicPath(member.url)}`,
      contact_email: member.contact_email,
    },
    event: request.event,
  };
  const envelope = {
    to: request.contact.email,
    from: mail.from,
    ...(member.contact_email ? { replyTo: member.contact_email } : {}),
  };
  if (match.status === "quoted" && match.quote_price !== null && match.quoted_at !== null) {
    await deps.mailer.send({
      ...envelope,
      key: quoteMailKey(claims.request_id, claims.member_id, match.quoted_at),
      ...quoteMail({
        ...input,
        quote: { price: match.quote_price, message: match.quote_message ?? "" },
        revised: before.match.status === "quoted",
      }),
    });
  } else if (match.status === "interested") {
    await deps.mailer.send({
      ...envelope,
      key: interestedMailKey(claims.request_id, claims.member_id),
      ...interestedMail(input),
    });
  }
}
