import type { CateringMatchStatus, MemberCateringRequest } from "@fooddir/contract";
import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringMatches, cateringRequests, memberCatering, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { postRefColumns } from "../posts/post-filters.ts";
import { toCateringEvent } from "./catering-event.ts";
import { cuisineNames } from "./catering-rows.ts";
import { signCateringToken, verifyCateringToken } from "./catering-token.ts";
import { answerColumns, matchedListing, toResponseView } from "./view-catering-response.ts";

/** Rows of GET /api/member/catering-requests: the newest events this many. */
export const MEMBER_CATERING_REQUESTS_MAX = 200;

/**
 * GET /api/member/catering-requests (role 4, decision 027): the catering requests whose match
 * with one of the member's listings was mailed (`sent_at` set), newest event first, each as the
 * truck's answer page shows it (view-catering-response.ts: the requester's contact only once it
 * answered interested or quoted) with a fresh answer token (POST /api/catering-responses answers
 * with it, as the mailed link does, while this vendor stays bound to the listing: the token
 * carries its user id, view-catering-response.ts) and when the request was sent to it.
 */
export async function listMemberCateringRequests(
  db: Db,
  tenant: Tenant,
  vendor: { userId: number; memberIds: readonly number[] },
  auth: { secret: string; now: Date },
): Promise<MemberCateringRequest[]> {
  const { memberIds } = vendor;
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      match: { ...answerColumns, sent_at: cateringMatches.sent_at },
      member: postRefColumns,
      contact_email: memberCatering.contact_email,
      request: cateringRequests,
    })
    .from(cateringMatches)
    .innerJoin(
      cateringRequests,
      and(
        eq(cateringRequests.id, cateringMatches.request_id),
        tenantWhere(tenant, cateringRequests.domain_id),
      ),
    )
    .innerJoin(posts, matchedListing(tenant))
    .leftJoin(memberCatering, eq(memberCatering.post_id, posts.id))
    .where(
      and(
        tenantWhere(tenant, cateringMatches.domain_id),
        inArray(cateringMatches.member_id, [...memberIds]),
        isNotNull(cateringMatches.sent_at),
      ),
    )
    .orderBy(desc(cateringRequests.starts_at), desc(cateringRequests.id), asc(posts.id))
    .limit(MEMBER_CATERING_REQUESTS_MAX);
  if (rows.length === 0) return [];
  const [timeZone, names] = await Promise.all([
    domainTimeZone(db, tenant),
    cuisineNames(
      db,
      tenant,
      rows.flatMap((r) => r.request.cuisines ?? []),
    ),
  ]);
  return rows.map((row) => {
    const ids = {
      request_id: row.request.id,
      member_id: row.member.id,
      domain_id: tenant.id,
      user_id: vendor.userId,
    };
    const token = signCateringToken(auth.secret, ids, auth.now);
    const claims = verifyCateringToken(auth.secret, token, auth.now);
    if (!claims) throw new Error("a fresh catering token did not verify");
    const { sent_at, ...match } = row.match;
    const view = toResponseView({
      claims,
      match: { ...match, status: match.status as CateringMatchStatus },
      member: { ...row.member, contact_email: row.contact_email ?? "" },
      request: toCateringEvent(row.request, timeZone, names),
    });
    return { ...view, token, sent_at: sent_at?.toISOString() ?? null };
  });
}
