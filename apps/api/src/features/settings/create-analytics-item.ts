import { type AnalyticsBody, type AnalyticsItem, MAX_ANALYTICS_ITEMS } from "@fooddir/contract";
import { count } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { analyticsItems } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";
import { fieldError } from "../../http/errors.ts";
import { analyticsColumns } from "./analytics-columns.ts";

/** Adds an analytics item (at most MAX_ANALYTICS_ITEMS per domain). */
export async function createAnalyticsItem(
  db: Db,
  tenant: Tenant,
  input: AnalyticsBody,
): Promise<AnalyticsItem> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(analyticsItems)
    .where(tenantWhere(tenant, analyticsItems.domain_id));
  if (total >= MAX_ANALYTICS_ITEMS) {
    throw fieldError("type", `A site may have at most ${MAX_ANALYTICS_ITEMS} analytics items.`);
  }
  const [row] = await db
    .insert(analyticsItems)
    .values({ domain_id: tenant.id, ...input })
    .returning(analyticsColumns);
  return row as AnalyticsItem;
}
