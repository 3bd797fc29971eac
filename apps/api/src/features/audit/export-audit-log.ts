import { AUDIT_EXPORT_MAX, type AuditFilters } from "@fooddir/contract";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import type { Tenant } from "../../db/tenant.ts";
import { csvFileName, csvOf } from "../../http/csv.ts";
import { auditColumns, auditWhere, toAuditEntry } from "./audit-rows.ts";

export const AUDIT_CSV_COLUMNS = [
  "id",
  "at",
  "user_id",
  "user",
  "action",
  "entity",
  "entity_id",
  "summary",
] as const;

/**
 * The tenant's audit entries matching the filters, newest first (at most AUDIT_EXPORT_MAX), as
 * CSV text with a header line; cells as the submissions export makes them (formula-safe).
 */
export async function exportAuditLog(
  db: Db,
  tenant: Tenant,
  filters: AuditFilters,
): Promise<string> {
  const rows = await db
    .select(auditColumns)
    .from(auditLog)
    .where(auditWhere(tenant, filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_EXPORT_MAX);
  return csvOf(AUDIT_CSV_COLUMNS, rows.map(toAuditEntry), (entry) => [
    entry.id,
    entry.at,
    entry.user?.id ?? "",
    entry.user?.name ?? "",
    entry.action,
    entry.entity,
    entry.entity_id ?? "",
    entry.summary,
  ]);
}

/** `audit-log-<host>-<YYYY-MM-DD>.csv`, the date in UTC; only safe characters of the host. */
export const auditExportFileName = (host: string, now = new Date()) =>
  csvFileName("audit-log", host, now);
