import type { CateringMatchStatus, CateringResponseView } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringMatches, memberCatering, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { HttpError } from "../../http/errors.ts";
import { postRefColumns } from "../posts/post-filters.ts";
import { vendorStillBound } from "../vendors/vendor-still-bound.ts";
import { type CateringEvent, loadCateringEvent } from "./catering-event.ts";
import { isClosed } from "./catering-rows.ts";
import { type CateringTokenClaims, verifyCateringToken } from "./catering-token.ts";

/** The one answer to every link that cannot be used: forged, expired, moved, or gone. */
export const INVALID_LINK = "This link is not valid or has expired.";

export const invalidLink = () => new HttpError(404, INVALID_LINK);

/** A member's match as the answer operations read it. */
export type TokenMatch = {
  claims: CateringTokenClaims;
  match: {
    id: number;
    status: CateringMatchStatus;
    quote_price: number | null;
    quote_message: string | null;
    quoted_at: Date | null;
  };
  member: { id: number; title: string; url: string; contact_email: string };
  request: CateringEvent;
  /** The event has ended (issue 38): answers are closed as for a booked or lost request. */
  over?: boolean;
};

/** The match columns a truck's answer shows (TokenMatch["match"]). */
export const answerColumns = {
  id: cateringMatches.id,
  status: cateringMatches.status,
  quote_price: cateringMatches.quote_price,
  quote_message: cateringMatches.quote_message,
  quoted_at: cateringMatches.quoted_at,
};

/** Joins a match to its listing, only one of the tenant's. */
export const matchedListing = (tenant: Tenant) =>
  and(eq(posts.id, cateringMatches.member_id), tenantWhere(tenant, posts.domain_id));

/** Whether a truck may still answer: the request is neither booked nor lost, nor over. */
export const answersOpen = (resolved: Pick<TokenMatch, "request" | "over">) =>
  !isClosed(resolved.request.event.status) && !resolved.over;

/**
 * What a token opens: its claims (signed with the app secret, not expired, of this domain), the
 * match of its request and member, the member and the request. A forged or expired token, one
 * of another domain, or a match or request that no longer exists is the same 404; so is a token
 * minted for a vendor (`user_id`) who is no longer bound to the member post (deleted, disabled,
 * no longer role 4 here, or the listing taken away), checked on every use.
 */
export async function resolveCateringToken(
  db: Db,
  tenant: Tenant,
  token: string,
  auth: { secret: string; now: Date },
): Promise<TokenMatch> {
  const claims = verifyCateringToken(auth.secret, token, auth.now);
  if (!claims || claims.domain_id !== tenant.id) throw invalidLink();
  if (
    claims.user_id !== undefined &&
    !(await vendorStillBound(db, tenant, claims.user_id, claims.member_id))
  ) {
    throw invalidLink();
  }
  const [row] = await db
    .select({
      ...answerColumns,
      member: postRefColumns,
      contact_email: memberCatering.contact_email,
    })
    .from(cateringMatches)
    .innerJoin(posts, matchedListing(tenant))
    .leftJoin(memberCatering, eq(memberCatering.post_id, posts.id))
    .where(
      and(
        tenantWhere(tenant, cateringMatches.domain_id),
        eq(cateringMatches.request_id, claims.request_id),
        eq(cateringMatches.member_id, claims.member_id),
      ),
    )
    .limit(1);
  if (!row) throw invalidLink();
  const request = await loadCateringEvent(db, tenant, claims.request_id);
  if (!request) throw invalidLink();
  return {
    claims,
    match: {
      id: row.id,
      status: row.status as CateringMatchStatus,
      quote_price: row.quote_price,
      quote_message: row.quote_message,
      quoted_at: row.quoted_at,
    },
    member: { ...row.member, contact_email: row.contact_email ?? "" },
    request,
    over: Date.parse(request.event.ends_at) <= auth.now.getTime(),
  };
}

/**
 * The respond page's view of a resolved token: the request without the requester's contact
 * until the member answered interested or quoted, the member's answer and quote, whether
 * answers are still open (not booked or lost, and the event not over) and when the link expires.
 */
export function toResponseView(resolved: TokenMatch): CateringResponseView {
  const { match, request, member, claims } = resolved;
  const answered = match.status === "interested" || match.status === "quoted";
  return {
    request: request.event,
    member: { id: member.id, title: member.title },
    status: match.status,
    quote:
      match.quote_price !== null && match.quoted_at !== null
        ? {
            price: match.quote_price,
            message: match.quote_message ?? "",
            at: match.quoted_at.toISOString(),
          }
        : null,
    contact: answered ? request.contact : null,
    open: answersOpen(resolved),
    expires_at: new Date(claims.exp * 1000).toISOString(),
  };
}

/** GET /api/catering-responses?token=: the view of a valid token, else 404 INVALID_LINK. */
export async function viewCateringResponse(
  db: Db,
  tenant: Tenant,
  token: string,
  auth: { secret: string; now: Date },
): Promise<CateringResponseView> {
  return toResponseView(await resolveCateringToken(db, tenant, token, auth));
}
