import type { AuditEntity } from "@fooddir/contract";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

/** The longest summary kept; longer ones are cut with an ellipsis. */
export const AUDIT_SUMMARY_MAX = 500;

/**
 * Writes one audit entry of a domain (contract.md "Audit log"). `userId` null: a failed
 * sign-in of an unknown address, or the scheduler. Callers that must not fail because of the
 * log (the write hook, sign-ins) catch its errors themselves.
 */
export async function recordAudit(
  db: Db,
  entry: {
    domainId: number;
    userId: number | null;
    action: string;
    entity: AuditEntity;
    entityId?: number | null;
    summary: string;
    at?: Date;
  },
): Promise<void> {
  const summary =
    entry.summary.length > AUDIT_SUMMARY_MAX
      ? `${entry.summary.slice(0, AUDIT_SUMMARY_MAX - 1)}…`
      : entry.summary;
  await db.insert(auditLog).values({
    domain_id: entry.domainId,
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId ?? null,
    summary,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
