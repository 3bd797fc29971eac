import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import { type Tenant, tenantWhere } from "../../db/tenant.ts";

/** Which of `ids` are media items of the tenant's domain. */
export async function findMediaIdsOfDomain(
  db: Db,
  tenant: Tenant,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(tenantWhere(tenant, media.domain_id), inArray(media.id, ids)));
  return new Set(rows.map((r) => r.id));
}
