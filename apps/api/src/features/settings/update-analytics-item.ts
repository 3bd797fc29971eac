import type { AnalyticsBody, AnalyticsItem } from "@fooddir/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { analyticsItems } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { notFound } from "../../http/errors.ts";
import { analyticsColumns } from "./analytics-columns.ts";

/** Replaces every field of an analytics item of the domain. */
export async function updateAnalyticsItem(
  db: Db,
  tenant: Tenant,
  id: number,
  input: AnalyticsBody,
): Promise<AnalyticsItem> {
  const [row] = await db
    .update(analyticsItems)
    .set({ ...input, updated_at: new Date() })
    .where(and(tenantWhere(tenant, analyticsItems.domain_id), eq(analyticsItems.id, id)))
    .returning(analyticsColumns);
  if (!row) throw notFound();
  return row as AnalyticsItem;
}
