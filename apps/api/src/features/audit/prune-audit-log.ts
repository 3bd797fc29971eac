import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the audit entries of every domain older than `days` days before `now`
 * (AUDIT_RETENTION_DAYS, 365 unless set); returns how many went. Run by the scheduler.
 */
export async function pruneAuditLog(db: Db, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db
    .delete(auditLog)
    .where(lt(auditLog.at, cutoff))
    .returning({ id: auditLog.id });
  return deleted.length;
}
