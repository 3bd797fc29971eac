import type { CateringRequest, CateringRequestsQuery } from "@fooddir/contract";
import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cateringRequests } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { domainTimeZone } from "../domains/domain-time-zone.ts";
import {
  type CateringRequestRow,
  cateringRequestColumns,
  cateringRequestsWhere,
  toCateringRequests,
} from "./catering-rows.ts";

/** A page of the tenant's catering requests, newest first, with the total of the whole match. */
export async function listCateringRequests(
  db: Db,
  tenant: Tenant,
  query: CateringRequestsQuery,
): Promise<{ rows: CateringRequest[]; total: number }> {
  const where = cateringRequestsWhere(tenant, query);
  const [rows, timeZone] = await Promise.all([
    db
      .select(cateringRequestColumns)
      .from(cateringRequests)
      .where(where)
      .orderBy(desc(cateringRequests.created_at), desc(cateringRequests.id))
      .limit(query.limit)
      .offset(query.offset),
    domainTimeZone(db, tenant),
  ]);
  const items = await toCateringRequests(db, tenant, rows as CateringRequestRow[], timeZone);
  // A short page that is not past the end holds the rest of the match: no count needed.
  if (rows.length > 0 && rows.length < query.limit) {
    return { rows: items, total: query.offset + rows.length };
  }
  if (rows.length === 0 && query.offset === 0) return { rows: items, total: 0 };
  const [{ total }] = await db.select({ total: count() }).from(cateringRequests).where(where);
  return { rows: items, total };
}
