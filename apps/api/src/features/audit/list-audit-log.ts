import type { AuditEntry, AuditQuery } from "@fooddir/contract";
import { count, desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
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
  // A short page that is not past the end holds the rest of the match: no count needed.
  if (rows.length > 0 && rows.length < query.limit) {
    return { rows: items, total: query.offset + rows.length };
  }
  if (rows.length === 0 && query.offset === 0) return { rows: items, total: 0 };
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows: items, total };
}
