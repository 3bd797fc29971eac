import {
  type CateringMatch,
  type CateringMatchStatus,
  type CateringRequestDetail,
  publicPath,
} from "@fooddir/contract";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringMatches, cateringRequests, posts } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import { postRefColumns } from "../posts/post-filters.ts";
import {
  type CateringRequestRow,
  cateringRequestColumns,
  toCateringRequests,
} from "./catering-rows.ts";

/** The request's row (with its counts), or a 404 for an unknown id or another domain's. */
export async function findCateringRequestRow(
  db: Db,
  tenant: Tenant,
  id: number,
): Promise<CateringRequestRow> {
  const [row] = await db
    .select(cateringRequestColumns)
    .from(cateringRequests)
    .where(and(tenantWhere(tenant, cateringRequests.domain_id), eq(cateringRequests.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row as CateringRequestRow;
}

/**
 * GET /api/catering-requests/{id}: the request with its matched trucks, best score first (then
 * in the order they were matched), each with its quote once it quoted. Another domain's id is a
 * 404 like an unknown one.
 */
export async function findCateringRequest(
  db: Db,
  tenant: Tenant,
  id: number,
): Promise<CateringRequestDetail> {
  const row = await findCateringRequestRow(db, tenant, id);
  const [timeZone, matchRows] = await Promise.all([
    domainTimeZone(db, tenant),
    db
      .select({
        member: postRefColumns,
        score: cateringMatches.score,
        status: cateringMatches.status,
        manual: cateringMatches.manual,
        sent_at: cateringMatches.sent_at,
        responded_at: cateringMatches.responded_at,
        quote_price: cateringMatches.quote_price,
        quote_message: cateringMatches.quote_message,
        quoted_at: cateringMatches.quoted_at,
      })
      .from(cateringMatches)
      .innerJoin(posts, eq(posts.id, cateringMatches.member_id))
      .where(
        and(tenantWhere(tenant, cateringMatches.domain_id), eq(cateringMatches.request_id, id)),
      )
      .orderBy(desc(cateringMatches.score), asc(cateringMatches.id)),
  ]);
  const [request] = await toCateringRequests(db, tenant, [row], timeZone);
  const matches: CateringMatch[] = matchRows.map((m) => ({
    member: { id: m.member.id, title: m.member.title, url: publicPath(m.member.url) },
    score: m.score,
    status: m.status as CateringMatchStatus,
    manual: m.manual,
    sent_at: m.sent_at?.toISOString() ?? null,
    responded_at: m.responded_at?.toISOString() ?? null,
    quote:
      m.quote_price !== null && m.quoted_at !== null
        ? { price: m.quote_price, message: m.quote_message ?? "", at: m.quoted_at.toISOString() }
        : null,
  }));
  return { ...request, matches };
}
