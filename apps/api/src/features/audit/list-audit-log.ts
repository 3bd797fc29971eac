import type { AuditEntry, AuditQuery } from "@fooddir/contract";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageTotal } from "../../db/page-total.ts";
import { auditLog } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { auditColumns, auditWhere, toAuditEntry } from "./audit-rows.ts";

/** A page of the tenant's audit entries, newest first, with the total of the whole match. */
export async function listAuditLog(
  db: Db,
  tenant: Tenant,
  query: AuditQuery,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = auditWhere(tenant, query);
  const rows = await db
    .select(auditColumns)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  const items = rows.map(toAuditEntry);
  const total = await pageTotal(db, rows.length, query, { table: auditLog, where });
  return { rows: items, total };
}
