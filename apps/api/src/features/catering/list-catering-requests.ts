import type { CateringRequest, CateringRequestsQuery } from "@fooddir/contract";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageTotal } from "../../db/page-total.ts";
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
  const total = await pageTotal(db, rows.length, query, { table: cateringRequests, where });
  return { rows: items, total };
}
